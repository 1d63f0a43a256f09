/**
 * What the model writes for a courseware (docs/courseware.md "With a model"): the outline of step 1 and
 * the slide content of step 2, both through structured output (JSON checked by a zod schema). Without a
 * model nothing here runs: the outline is the lesson structure and the slides are the teacher's outline.
 */
import {
  COURSEWARE_POINT_MAX,
  COURSEWARE_POINTS_MAX,
  COURSEWARE_SECTIONS_MAX,
  COURSEWARE_TITLE_MAX,
  LESSON_TYPE_NAMES,
  SECTION_KINDS,
  SECTION_KIND_NAMES,
  coursewareSubtitle,
  lessonNoName,
  lessonStructure,
  slidesFromOutline,
  type CoursewareForm,
  type CoursewareOutline,
  type CoursewareSlide,
} from '@aita/core';
import { z } from 'zod';
import type { AiProviders } from '../../ai/providers';

const line = z.string().describe(`一条要点，不超过 ${COURSEWARE_POINT_MAX} 字，公式写在 $…$ 中`);
const lines = z.array(line);

const outlineSchema = z.object({
  title: z.string().describe('课件标题（一般就是课题）'),
  sections: z
    .array(
      z.object({
        kind: z
          .enum(SECTION_KINDS)
          .describe(SECTION_KINDS.map((k) => `${k}=${SECTION_KIND_NAMES[k]}`).join('，')),
        title: z.string().describe('这一部分的标题'),
        points: lines.describe('要点；例题写题目；练习写题目，每行一道'),
        answer: lines.describe('例题的解题步骤（每行一步）或练习的答案；其他部分为空数组'),
      }),
    )
    .min(1),
});

const slidesSchema = z.object({
  sections: z.array(
    z.object({
      id: z.string().describe('大纲中这一部分的 id，原样返回'),
      title: z.string(),
      points: lines.describe('幻灯片上的要点，每条简短（不超过 30 字为宜），不超过 6 条'),
      answer: lines.describe('例题：解题步骤，每行一步；练习：对应的答案；其他为空数组'),
      notes: z.string().describe('教师讲稿：这一页怎么讲、提什么问题，100 字以内'),
    }),
  ),
});

const SYSTEM =
  '你是经验丰富的中小学教研员，擅长设计结构清晰、适合课堂投影的课件。只输出符合要求的 JSON。';

function describeForm(form: CoursewareForm): string {
  return `学段：${form.period}；学科：${form.subject}；教材：${form.textbookVersion}；课题：${form.topic}；${LESSON_TYPE_NAMES[form.lessonType]}，${lessonNoName(form.lessonNo)}。`;
}

const clip = (list: string[]) =>
  list
    .map((p) => p.trim().slice(0, COURSEWARE_POINT_MAX))
    .filter(Boolean)
    .slice(0, COURSEWARE_POINTS_MAX);

/** Step 1 with a model: the outline, held to the editor's limits, with fresh section ids. */
export async function modelOutline(
  ai: AiProviders,
  form: CoursewareForm,
): Promise<CoursewareOutline> {
  const frame = lessonStructure(form)
    .map((s, i) => `${i + 1}. ${s.title}（${s.kind}）：${s.hint}`)
    .join('\n');
  const { data } = await ai.structured.generate({
    schema: outlineSchema,
    system: SYSTEM,
    instruction: [
      `请为下面这节课写课件大纲。${describeForm(form)}`,
      '按这个结构写（可以增加“新授”或“练习”部分，不要删去教学目标、小结和作业）：',
      frame,
      '例题要有完整题目和解题步骤；练习题要有答案；要点要具体、准确，符合教材和课标，不要空话。',
    ].join('\n'),
  });
  return {
    title: data.title.trim().slice(0, COURSEWARE_TITLE_MAX) || form.topic,
    subtitle: coursewareSubtitle(form),
    sections: data.sections.slice(0, COURSEWARE_SECTIONS_MAX).map((s, i) => ({
      id: `s${i + 1}`,
      kind: s.kind,
      title: s.title.trim().slice(0, COURSEWARE_TITLE_MAX) || SECTION_KIND_NAMES[s.kind],
      points: clip(s.points),
      answer: s.kind === 'example' || s.kind === 'exercise' ? clip(s.answer) : [],
    })),
  };
}

/**
 * Step 2 with a model: each section's slide content and speaker notes written from the teacher's outline.
 * A section the model leaves out keeps the teacher's text; ids the outline does not have are ignored.
 */
export async function modelSlides(
  ai: AiProviders,
  form: CoursewareForm,
  outline: CoursewareOutline,
): Promise<CoursewareSlide[]> {
  const { data } = await ai.structured.generate({
    schema: slidesSchema,
    system: SYSTEM,
    instruction: [
      `请根据老师编辑好的大纲，写出每一页幻灯片的内容。${describeForm(form)}`,
      '每个部分对应一页（练习的答案会自动放在下一页）。保留老师写的要点和顺序，可以补充、润色，空着的部分请按标题补全。',
      '大纲（JSON）：',
      JSON.stringify(outline.sections),
    ].join('\n'),
  });
  const written = new Map(data.sections.map((s) => [s.id, s]));
  const merged: CoursewareOutline = {
    ...outline,
    sections: outline.sections.map((s) => {
      const w = written.get(s.id);
      if (!w) return s;
      const points = clip(w.points);
      const answer = clip(w.answer);
      return {
        ...s,
        title: w.title.trim().slice(0, COURSEWARE_TITLE_MAX) || s.title,
        points: points.length ? points : s.points,
        answer:
          s.kind === 'example' || s.kind === 'exercise' ? (answer.length ? answer : s.answer) : [],
      };
    }),
  };
  return slidesFromOutline(merged).map((slide) => ({
    ...slide,
    notes: (written.get(slide.id)?.notes ?? '').trim().slice(0, 1000),
  }));
}
