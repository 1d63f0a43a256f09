/**
 * AI question generation (docs/questionBank.md "AI question generation"): the `aiquestion` apps that
 * make questions — each a preset of the same form (knowledge points, type, difficulty, count) with
 * its own limits and instructions to the model. Drafts go to a review list; accepted ones are saved
 * to the teacher's personal bank with source {@link AI_QUESTION_SOURCE}.
 */
import type { QuestionType } from './types';

/** The `source` of a question the teacher accepted from a model's draft. */
export const AI_QUESTION_SOURCE = 'AI生成';

/** Most questions of one generation, and of 口算练习. */
export const GENERATE_COUNT_MAX = 10;
export const GENERATE_ARITHMETIC_COUNT_MAX = 30;
/** Fewest and most knowledge points of one generation. */
export const GENERATE_POINTS_MIN = 1;
export const GENERATE_POINTS_MAX = 5;
/** Longest passage of 阅读理解出题 (characters). */
export const GENERATE_PASSAGE_MAX = 3000;

/** 分层作业's three tiers and the difficulty of each. */
export const LAYER_TIERS = [
  { id: 'basic', name: '基础', difficulty: 2 },
  { id: 'advanced', name: '提高', difficulty: 3 },
  { id: 'extended', name: '拓展', difficulty: 4 },
] as const;
/** One of {@link LAYER_TIERS}' ids. */
export type LayerTierId = (typeof LAYER_TIERS)[number]['id'];

/** The shape of one app's form and what the model is told. */
export interface GeneratePreset {
  uri: string;
  name: string;
  /** One line under the title: what the app makes. */
  intro: string;
  /** Types the teacher may pick; the first is the default. */
  types: readonly QuestionType[];
  /** Difficulties the teacher may pick (inclusive); the default is `difficulty`. */
  difficultyRange: readonly [number, number];
  difficulty: number;
  count: number;
  countMax: number;
  /** 分层作业: a count per tier instead of one difficulty and count. */
  tiers?: boolean;
  /** 阅读理解出题: a passage is required and the subject is 语文 or 英语. */
  passage?: boolean;
  /** 学科 ids the form offers (SUBJECT_TYPES); the first is the default. */
  subjects: readonly number[];
  /** Answers are recomputed from the stem ({@link recheckArithmetic}) before they are offered. */
  arithmetic?: boolean;
  /** The app's own instructions to the model (Chinese). */
  instruction: string;
}

const ALL_TYPES: readonly QuestionType[] = ['single', 'multiple', 'judge', 'fill', 'solution'];

/** The apps of category `aiquestion` that generate questions, by uri. */
export const GENERATE_PRESETS: readonly GeneratePreset[] = [
  {
    uri: 'question-generator',
    name: '智能出题',
    intro: '按知识点、题型和难度出题，逐题审核后存入我的题库。',
    types: ALL_TYPES,
    difficultyRange: [1, 5],
    difficulty: 3,
    count: 5,
    countMax: GENERATE_COUNT_MAX,
    subjects: [2, 1, 3, 4],
    instruction: '按所给知识点、题型和难度出题，题目之间不要重复，覆盖知识点的不同侧面。',
  },
  {
    uri: 'layered-homework',
    name: '分层作业',
    intro: '同一知识点分基础、提高、拓展三层布置作业，每层题量可调。',
    types: ALL_TYPES,
    difficultyRange: [2, 4],
    difficulty: 3,
    count: 6,
    countMax: GENERATE_COUNT_MAX,
    tiers: true,
    subjects: [2, 1, 3, 4],
    instruction:
      '这是分层作业：基础层（难度2）考查概念和直接应用，提高层（难度3）需要两三步推理，拓展层（难度4）联系实际或综合运用。每道题的 difficulty 必须等于它所在层的难度。',
  },
  {
    uri: 'reading-questions',
    name: '阅读理解出题',
    intro: '粘贴一篇文章，围绕文章出阅读理解题。',
    types: ['single', 'judge', 'fill', 'solution'],
    difficultyRange: [1, 5],
    difficulty: 3,
    count: 5,
    countMax: GENERATE_COUNT_MAX,
    passage: true,
    subjects: [1, 3],
    instruction:
      '围绕老师给出的文章出阅读理解题：考查信息提取、词句理解、内容概括和观点评价，答案必须能在文中找到依据；英语文章用英语出题，解析用中文。题干不要重复整篇文章。',
  },
  {
    uri: 'mental-arithmetic',
    name: '口算练习',
    intro: '生成一组口算填空题，答案按计算结果核对后给出。',
    types: ['fill'],
    difficultyRange: [1, 3],
    difficulty: 1,
    count: 20,
    countMax: GENERATE_ARITHMETIC_COUNT_MAX,
    subjects: [2],
    arithmetic: true,
    instruction:
      '出口算填空题：题干只写算式，形如 $36+27=$____（算式写在 $…$ 中，等号后一个空），答案只写得数（整数、小数或最简分数 a/b），不要应用题，数的大小符合年级。',
  },
  {
    uri: 'math-thinking',
    name: '数学思维拓展',
    intro: '出难度较高的思维拓展题，附完整解题思路。',
    types: ['solution'],
    difficultyRange: [4, 5],
    difficulty: 4,
    count: 3,
    countMax: GENERATE_COUNT_MAX,
    subjects: [2],
    instruction:
      '出数学思维拓展题（解答题）：需要观察规律、分类讨论、构造或逆向思考，但不超出所给年级学生已学的知识；参考答案写出结论，解析写完整的思路和步骤。',
  },
];

/** The preset of an app uri, or undefined for an app that does not generate questions here. */
export function generatePreset(uri: string): GeneratePreset | undefined {
  return GENERATE_PRESETS.find((p) => p.uri === uri);
}

/**
 * `aiquestion` apps that belong to the exam-paper pages, and where they open: 我的试卷's 智能组卷
 * (units, counts and scores per type, a target 难度系数) makes both a whole paper and a unit test
 * (pick one unit); `/exam-paper/new` only names a paper made of the 试题篮.
 */
export const AIQUESTION_ELSEWHERE: Readonly<Record<string, { to: string; label: string }>> = {
  'auto-paper': { to: '/exam-paper/index', label: '智能组卷' },
  'unit-test': { to: '/exam-paper/index', label: '智能组卷（选一个单元）' },
};

/** `aiquestion` apps that are explanations, answered as a conversation like an aiassistant app. */
export const AIQUESTION_CONVERSATIONS: readonly string[] = ['math-steps'];

/** The web page of an `aiquestion` app, or null when it is a conversation. */
export function aiquestionPage(uri: string): string | null {
  if (AIQUESTION_CONVERSATIONS.includes(uri)) return null;
  const elsewhere = AIQUESTION_ELSEWHERE[uri];
  if (elsewhere) return elsewhere.to;
  return `/question-bank-ai/index?app=${encodeURIComponent(generatePreset(uri) ? uri : 'question-generator')}`;
}

/** The note of bank mode (no model configured). */
export const MSG_GENERATE_BANK_MODE = '未配置大模型：以下试题从题库中按条件选出，并非 AI 生成。';
/** The flag on a draft whose arithmetic answer was replaced by the computed one. */
export const MSG_ANSWER_CORRECTED = '答案已按计算结果更正';
/** What the review list says of the drafts (model mode). */
export function generateModelNote(kept: number, dropped: number, corrected: number): string {
  const parts = [`AI 生成了 ${kept} 道试题，请逐题审核后采用。`];
  if (dropped > 0) parts.push(`另有 ${dropped} 道不符合题目规则或公式无法排版，已舍去。`);
  if (corrected > 0) parts.push(`${corrected} 道的答案已按计算结果更正。`);
  return parts.join('');
}
/** Bank mode found nothing. */
export const MSG_GENERATE_BANK_EMPTY = '题库中没有符合这些条件的试题，可以换一个知识点或放宽难度。';
/** A knowledge point outside the chosen 学段 and 学科's tree (40001; the form is otherwise valid). */
export const MSG_GENERATE_POINTS_UNKNOWN = '所选知识点不属于这个学段和学科，请重新选择知识点。';
