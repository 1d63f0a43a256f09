/**
 * The demo course (docs/aiCourse.md "Demo course"): seeded for the demo school. Its videos are
 * rendered from these slides by the server (render-video.ts) into the object store, the first
 * time the server starts with the course, never downloaded.
 */
import type { LessonKind } from '@aita/core';
import type { Slide } from './render-video';

export interface SeedLesson {
  kind: LessonKind;
  title: string;
  slides?: readonly Slide[];
  paragraphs?: readonly string[];
  questions?: readonly { question: string; options: readonly string[]; answer: number }[];
}

export interface SeedCourse {
  slug: string;
  title: string;
  summary: string;
  chapters: readonly { title: string; lessons: readonly SeedLesson[] }[];
}

/** The object-store key of a seeded lesson's video (chapter and lesson by position). */
export const seedVideoKey = (slug: string, chapter: number, lesson: number) =>
  `course/seed/${slug}-${chapter + 1}-${lesson + 1}.webm`;

/** WebVTT subtitles from the slides: one cue per slide, heading and lines. */
export function slidesToVtt(slides: readonly Slide[]): string {
  const time = (s: number) =>
    `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}.${String(Math.round((s % 1) * 1000)).padStart(3, '0')}`;
  let at = 0;
  const cues = slides.map((slide, i) => {
    const cue = `${i + 1}\n${time(at)} --> ${time(at + slide.seconds)}\n${slide.heading}：${slide.lines.join('，')}`;
    at += slide.seconds;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export const DEMO_COURSE: SeedCourse = {
  slug: 'ai-basics',
  title: 'AI通识课：教师的人工智能入门',
  summary: '认识人工智能是什么、能做什么、不能做什么，以及如何在备课和教学中安全、有效地使用它。',
  chapters: [
    {
      title: '第一章 认识人工智能',
      lessons: [
        {
          kind: 'video',
          title: '什么是人工智能',
          slides: [
            {
              heading: '什么是人工智能',
              lines: ['让机器完成需要智能的任务', '如识别、理解、生成'],
              seconds: 4,
            },
            {
              heading: '大语言模型',
              lines: ['从大量文本中学习语言规律', '根据上下文逐字生成回答'],
              seconds: 4,
            },
            {
              heading: '它会犯错',
              lines: ['可能一本正经地编造内容', '事实与数据需要老师核实'],
              seconds: 4,
            },
          ],
        },
        {
          kind: 'reading',
          title: '人工智能的发展简史',
          paragraphs: [
            '1956年，达特茅斯会议首次提出“人工智能”一词，研究者希望让机器像人一样推理和学习。',
            '早期的人工智能以规则为主：专家把知识写成“如果……就……”的规则，机器按规则推理。规则写不完，是这条路的难处。',
            '2012年前后，深度学习在图像识别上取得突破：机器不再依赖人写的规则，而是从大量例子中自己学到规律。',
            '2022年以来，大语言模型让机器能够对话、写作、总结和出题。它们很强大，但并不“理解”世界，也会出错。',
          ],
        },
        {
          kind: 'quiz',
          title: '小测验：认识人工智能',
          questions: [
            {
              question: '大语言模型生成回答的方式是？',
              options: ['查询一本标准答案库', '根据上下文逐字预测后续内容', '随机拼接网页内容'],
              answer: 1,
            },
            {
              question: 'AI给出的数据和史实，老师应该怎么做？',
              options: ['直接使用', '核实后再使用', '全部删除'],
              answer: 1,
            },
          ],
        },
      ],
    },
    {
      title: '第二章 用AI辅助教学',
      lessons: [
        {
          kind: 'video',
          title: '用AI备课的三个步骤',
          slides: [
            {
              heading: '第一步：说清需求',
              lines: ['年级、学科、课题、课时', '以及想要的形式'],
              seconds: 4,
            },
            {
              heading: '第二步：审阅修改',
              lines: ['检查知识点是否准确', '按班级学情调整难度'],
              seconds: 4,
            },
            {
              heading: '第三步：课后反思',
              lines: ['记录哪些内容有效', '下次提问时补充要求'],
              seconds: 4,
            },
          ],
        },
        {
          kind: 'reading',
          title: '使用AI的注意事项',
          paragraphs: [
            '保护隐私：不要把学生的姓名、成绩、家庭情况等个人信息发给AI。',
            '核实内容：AI生成的教案、试题和材料，要由老师审阅后再用于课堂。',
            '说明来源：引用AI生成的内容时，告诉学生这部分内容由AI辅助生成。',
            '培养能力：引导学生把AI当作学习的助手，而不是代替思考的工具。',
          ],
        },
        {
          kind: 'quiz',
          title: '小测验：安全地使用AI',
          questions: [
            {
              question: '以下哪项信息不应发送给AI？',
              options: ['课题名称', '学生的姓名和成绩', '年级和学科'],
              answer: 1,
            },
            {
              question: '用AI备课的第二步是？',
              options: ['审阅修改', '直接打印', '发给学生'],
              answer: 0,
            },
          ],
        },
      ],
    },
  ],
};
