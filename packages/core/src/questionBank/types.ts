/**
 * The question bank's model (docs/questionBank.md "Model"): question types, difficulty, the
 * question and the knowledge-point tree. Shared by the server (storage, filters) and the web
 * (cards, filters), so a type or a difficulty is named once.
 */

/** Question types, with the names a Chinese teacher reads on a card and in a filter. */
export const QUESTION_TYPES = [
  { id: 'single', name: '单选题' },
  { id: 'multiple', name: '多选题' },
  { id: 'judge', name: '判断题' },
  { id: 'fill', name: '填空题' },
  { id: 'solution', name: '解答题' },
  { id: 'reading', name: '阅读/材料题' },
  { id: 'essay', name: '作文' },
] as const;

/** One of {@link QUESTION_TYPES}' ids. */
export type QuestionType = (typeof QUESTION_TYPES)[number]['id'];

/** Ids of {@link QUESTION_TYPES}, for schemas and database checks. */
export const QUESTION_TYPE_IDS = QUESTION_TYPES.map((t) => t.id) as [
  QuestionType,
  ...QuestionType[],
];

/** Difficulty 1–5, named as 组卷 sites name them (易 … 难). */
export const DIFFICULTIES = [
  { id: 1, name: '易' },
  { id: 2, name: '较易' },
  { id: 3, name: '中档' },
  { id: 4, name: '较难' },
  { id: 5, name: '难' },
] as const;

/** A difficulty level, 1 (易) to 5 (难). */
export type Difficulty = (typeof DIFFICULTIES)[number]['id'];

/** Lowest and highest difficulty. */
export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 5;

/** The Chinese name of a question type (the id itself when unknown, never a crash). */
export function questionTypeName(type: string): string {
  return QUESTION_TYPES.find((t) => t.id === type)?.name ?? type;
}

/** The Chinese name of a difficulty level. */
export function difficultyName(level: number): string {
  return DIFFICULTIES.find((d) => d.id === level)?.name ?? String(level);
}

/**
 * Who a question belongs to: the platform's 精品资源, a school's 校本资源, or one teacher's own.
 */
export type QuestionScope = 'platform' | 'school' | 'personal';

/**
 * A question as it is stored and shown. `stem`, `options`, `answer` and `analysis` are rich text
 * (markdown with `$…$` / `$$…$$` math, rendered by `@aita/core/richtext`). `answer` holds: the
 * option letters of a choice question (`['B']`, `['A', 'C']`), `['正确']` or `['错误']` for 判断,
 * one entry per blank (`____` in the stem) for 填空, one text for 解答.
 */
export interface Question {
  type: QuestionType;
  difficulty: Difficulty;
  stem: string;
  /** Option texts without their letters (A, B, … are given by position). */
  options: string[];
  answer: string[];
  analysis: string;
  /** Ids of the knowledge points the question tests (leaves or inner nodes). */
  knowledgePointIds: string[];
  /** 学段 and 学科 ids of `/v1/user/configs` (PERIOD_TYPES, SUBJECT_TYPES). */
  period: number;
  subject: number;
  /** 年级 1–12 (七年级 is 7). */
  grade: number;
  /** Where it comes from: 原创, or an exam name. */
  source: string;
  year: number;
  /** 地区 of the source (`REGIONS`: 全国 or a province); absent for 原创 or unknown. */
  region?: string;
  /** 认知层次 1–4 ({@link COGNITIVE_LEVELS}); absent when nobody has set it. */
  cognitiveLevel?: CognitiveLevel;
  /** The textbook lesson (教材 › 册 › 单元 › 课) it belongs to, a textbook-map id; absent when none. */
  chapterId?: string;
  /**
   * The sub-questions (小题) of a 阅读/材料题, in order: its `stem` is the shared passage or
   * material, each child an ordinary question (单选, 多选, 判断, 填空, 解答) with its own answer.
   */
  children?: Question[];
}

/** Types that hold sub-questions (the passage or material is the stem; answers are the children's). */
export const GROUP_TYPES: readonly QuestionType[] = ['reading'];

/** Types a sub-question of a 阅读/材料题 may have (no nesting, no 作文 inside a group). */
export const CHILD_TYPES: readonly QuestionType[] = [
  'single',
  'multiple',
  'judge',
  'fill',
  'solution',
];

/** Fewest and most sub-questions of a 阅读/材料题. */
export const CHILDREN_MIN = 1;
export const CHILDREN_MAX = 20;

/**
 * 认知层次 of a question, as the 课程标准 and 双向细目表 name them (docs/questionBank.md "Model"):
 * 了解 (recall), 理解, 掌握, 运用. Stored as 1–4.
 */
export const COGNITIVE_LEVELS = [
  { id: 1, name: '了解' },
  { id: 2, name: '理解' },
  { id: 3, name: '掌握' },
  { id: 4, name: '运用' },
] as const;

/** A cognitive level, 1 (了解) to 4 (运用). */
export type CognitiveLevel = (typeof COGNITIVE_LEVELS)[number]['id'];

/** The Chinese name of a cognitive level. */
export function cognitiveLevelName(level: number): string {
  return COGNITIVE_LEVELS.find((c) => c.id === level)?.name ?? String(level);
}

/** Longest stem, option, answer or analysis of a bank question (characters). */
export const QUESTION_TEXT_MAX_LENGTH = 5000;

/** Largest `.docx` a teacher may import into the school bank (bytes), and most questions per file. */
export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const QUESTION_IMPORT_MAX_QUESTIONS = 200;

/** A knowledge point in a tree of one 学段 and 学科 (id stable across seeds). */
export interface KnowledgeNode {
  id: string;
  name: string;
  children: KnowledgeNode[];
}

/** Letters of the options, by position (A–H: at most 8 options). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** Judge answers. */
export const JUDGE_ANSWERS = ['正确', '错误'] as const;

/** Fewest and most options of a choice question. */
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 8;

/** Page size of the question list (default and largest). */
export const QUESTION_PAGE_SIZE = 10;
export const QUESTION_PAGE_SIZE_MAX = 50;

/** Longest keyword of a question search (longer input is refused with 40001, not cut). */
export const QUESTION_KEYWORD_MAX_LENGTH = 100;
