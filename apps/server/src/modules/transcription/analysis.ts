/**
 * What the chat model makes of a transcript (docs/transcription.md "Analysis"): a summary, the
 * questions the teacher asked and, for a lesson, who spoke each sentence, from which the 课堂观察
 * is counted here. Whisper does not separate speakers, so who spoke is the model's reading of
 * the words: the page says so.
 */
import {
  MSG_NO_DIARISATION,
  talkTime,
  TEACHER_QUESTION_TYPE_IDS,
  TEACHER_QUESTION_TYPES,
  type AudioScene,
  type TranscriptSegment,
} from '@aita/core';
import type { Data, transcription } from '@aita/contract';
import { z } from 'zod';

type Analysis = NonNullable<Data<typeof transcription.audioText>['analysis']>;

/** Sentences sent to the model at most (a two-hour lesson has about 1500). */
export const ANALYSIS_MAX_SEGMENTS = 2000;
/** Characters of transcript sent at most. */
export const ANALYSIS_MAX_CHARS = 60_000;

/** The model's answer. */
export const analysisSchema = z.object({
  summary: z.string().describe('200字以内的中文摘要'),
  questions: z
    .array(
      z.object({
        index: z.number().int().describe('提问所在句子的编号'),
        text: z.string().describe('教师提出的问题原文'),
        type: z.enum(TEACHER_QUESTION_TYPE_IDS),
      }),
    )
    .describe('教师提出的问题，按出现顺序'),
  speakers: z
    .array(z.object({ index: z.number().int(), speaker: z.enum(['teacher', 'student']) }))
    .describe('每句话的说话人（根据内容判断），无法判断的句子不列出'),
  notes: z.array(z.string()).describe('课堂观察要点，3到5条'),
});

const SCENE_WORD: Record<AudioScene, string> = {
  lesson: '一节课的课堂录音',
  meeting: '一次会议的录音',
  call: '一次家长沟通的录音',
};

export const ANALYSIS_SYSTEM =
  '你是有经验的教研员，擅长课堂观察与会议纪要。只依据转写文字作答，不编造。';

/** The instruction: numbered sentences (or the plain text when there are no times). */
export function analysisInstruction(
  scene: AudioScene,
  segments: TranscriptSegment[],
  text: string,
) {
  const lines = segments.length
    ? segments
        .slice(0, ANALYSIS_MAX_SEGMENTS)
        .map((s, i) => `[${i}] ${s.text}`)
        .join('\n')
    : text;
  const types = TEACHER_QUESTION_TYPES.map((t) => `${t.id}=${t.name}`).join('，');
  return [
    `下面是${SCENE_WORD[scene]}的转写文字（每行前是句子编号）。`,
    '请给出：summary 摘要；questions 教师（或主持人）提出的问题，标出句子编号与类型（' +
      types +
      '）；',
    scene === 'lesson'
      ? 'speakers 每句是教师还是学生说的（根据内容判断）；notes 课堂观察要点（提问质量、师生互动、学生参与）。'
      : 'speakers 可为空数组；notes 主要结论或待办事项。',
    '',
    lines.slice(0, ANALYSIS_MAX_CHARS),
  ].join('\n');
}

/** The stored analysis from the model's answer: questions placed in time, talk time summed. */
export function toAnalysis(
  scene: AudioScene,
  segments: TranscriptSegment[],
  answer: z.output<typeof analysisSchema>,
): Analysis {
  const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < segments.length;
  const questions = answer.questions
    .filter((q) => q.text.trim() !== '')
    .map((q) => ({
      text: q.text.trim(),
      start: valid(q.index) ? (segments[q.index]?.start ?? null) : null,
      type: q.type,
    }));
  let observation: Analysis['observation'] = null;
  if (scene === 'lesson') {
    const time = talkTime(
      segments,
      answer.speakers.filter((s) => valid(s.index)),
    );
    observation = {
      teacherSeconds: round(time.teacher),
      studentSeconds: round(time.student),
      unknownSeconds: round(time.unknown),
      questionTypes: TEACHER_QUESTION_TYPE_IDS.map((type) => ({
        type,
        count: questions.filter((q) => q.type === type).length,
      })).filter((t) => t.count > 0),
      notes: answer.notes.map((n) => n.trim()).filter(Boolean),
      method: MSG_NO_DIARISATION,
    };
  }
  return { summary: answer.summary.trim(), questions, observation };
}

const round = (n: number) => Math.round(n * 10) / 10;
