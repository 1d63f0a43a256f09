/**
 * What the model is asked when it marks an essay (docs/essayReview.md "With a model"): the
 * rubric's dimensions as data, comments that quote the student's exact words (so they can be
 * anchored and checked), a paragraph comment, an overall comment in the teacher's voice and a
 * revision suggestion. The schema is the contract with the model; core's verifyModelMarking
 * checks the answer against the essay.
 */
import { ESSAY_COMMENT_KIND_IDS, type Rubric } from '@aita/core';
import { z } from 'zod';

/** The schema of the model's answer for one rubric (dimension keys are the rubric's). */
export function markingSchema(rubric: Rubric) {
  const keys = rubric.dimensions.map((d) => d.key) as [string, ...string[]];
  return z.object({
    dimensions: z
      .array(
        z.object({
          key: z.enum(keys).describe('评分维度的 key'),
          score: z.number().describe('该维度得分，不超过该维度满分'),
          reason: z.string().describe('给分理由，一两句话，引用作文中的具体内容'),
        }),
      )
      .min(1),
    comments: z
      .array(
        z.object({
          quote: z.string().describe('从作文中原样复制的字句（必须与原文完全一致，不加引号）'),
          kind: z
            .enum(ESSAY_COMMENT_KIND_IDS)
            .describe(
              'typo 错别字, grammar 病句, punctuation 标点, wording 用词, highlight 好词好句, note 其他',
            ),
          text: z.string().describe('批注内容：指出问题并给出改法，或说明好在哪里'),
        }),
      )
      .describe('句子级批注'),
    paragraphComments: z
      .array(
        z.object({ paragraph: z.number().int().describe('段落序号，从 0 开始'), text: z.string() }),
      )
      .describe('段落批注'),
    overall: z.string().describe('总评，以老师的口吻写给学生，具体、不空泛'),
    suggestion: z.string().describe('最需要修改的一点，以及怎么改'),
  });
}

/** The system message: who the model is and the rules it must keep. */
export function markingSystem(rubric: Rubric): string {
  const who = rubric.language === 'en' ? '中学英语老师' : '语文老师';
  return [
    `你是一位经验丰富的${who}，按评分标准批改学生作文。`,
    '批注的 quote 必须从作文原文中逐字复制，不能改写、不能加引号，否则批注会被丢弃。',
    '每个维度的得分不得超过该维度满分。好词好句用 highlight 标出。评语要具体，指向作文中的内容。',
  ].join('\n');
}

/** The instruction: the task, the rubric and the essay. */
export function markingInstruction(
  task: { title: string; requirement: string; grade: string; genre: string; minLength: number },
  rubric: Rubric,
  text: string,
): string {
  const unit = rubric.language === 'en' ? '词' : '字';
  const lines = [
    `作文题目：${task.title}`,
    task.requirement ? `写作要求：${task.requirement}` : '',
    `年级：${task.grade}；文体：${task.genre}；满分 ${rubric.fullScore} 分${task.minLength > 0 ? `；不少于 ${task.minLength} ${unit}` : ''}`,
    `评分标准（${rubric.name}）：`,
    ...rubric.dimensions.map((d) => `- ${d.key}「${d.name}」满分 ${d.max} 分：${d.criteria}`),
    `等级：${rubric.bands.map((b) => `${b.name} ${b.min}–${b.max} 分`).join('；')}`,
    '学生作文（段落按空行或换行分隔，段落序号从 0 开始）：',
    '<<<',
    text,
    '>>>',
  ];
  return lines.filter(Boolean).join('\n');
}

/** The vision prompt for an essay's pages, shared by the OCR call and the marking job. */
export const OCR_PROMPT =
  '逐字识别照片中的作文，多张照片按顺序是同一篇作文的各页。按照片上的每一行输出一行，格式为：[页码:x0,y0,x1,y1] 这一行的文字。' +
  '页码从1开始，x0,y0,x1,y1 是这一行文字在照片上的左上角和右下角，按照片宽和高的千分比写成0到1000的整数。' +
  '一段结束后输出一个空行。不要加任何说明；看不清的字用□代替。';
