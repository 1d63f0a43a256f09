/**
 * The exam paper's model (docs/examPaper.md "Model"): a paper is a title, a subtitle, the time
 * allowed and sections by question type, each holding questions with their scores. Shared by the
 * server (storage, Word export) and the web (editor, basket), so a limit or a heading is named once.
 */
import { QUESTION_TYPES, type CognitiveLevel, type QuestionType } from '../questionBank/types';
import type { PaperBlueprintTarget } from './blueprint-target';

/**
 * The order sections appear in a paper: the order Chinese papers print them (选择 → 判断 → 填空 →
 * 解答). Sections are fixed by type, so a teacher orders questions, not sections.
 */
export const SECTION_ORDER: readonly QuestionType[] = QUESTION_TYPES.map((t) => t.id);

/** Section names as printed in a paper's headings (一、选择题…). */
export const SECTION_NAMES: Record<QuestionType, string> = {
  single: '选择题',
  multiple: '多项选择题',
  judge: '判断题',
  fill: '填空题',
  solution: '解答题',
  reading: '阅读与材料分析',
  essay: '作文',
};

/** The score a question gets when added, by type (a common 初中 paper's values). */
export const DEFAULT_SCORES: Record<QuestionType, number> = {
  single: 3,
  multiple: 4,
  judge: 2,
  fill: 3,
  solution: 10,
  reading: 12,
  essay: 40,
};

/** Longest title and subtitle of a paper. */
export const PAPER_TITLE_MAX_LENGTH = 60;
export const PAPER_SUBTITLE_MAX_LENGTH = 80;

/** Most questions in one paper (and in one add). */
export const PAPER_QUESTIONS_MAX = 100;

/** Scores are whole points from 1 to 100 per question. */
export const PAPER_SCORE_MIN = 1;
export const PAPER_SCORE_MAX = 100;

/** Time allowed in minutes (default 120, a 中考 maths paper). */
export const PAPER_DURATION_MIN = 10;
export const PAPER_DURATION_MAX = 300;
export const PAPER_DURATION_DEFAULT = 120;

/** Page size of the teacher's paper list. */
export const PAPER_PAGE_SIZE = 20;
export const PAPER_PAGE_SIZE_MAX = 50;

/** Layouts a paper prints in: A4 portrait, A3 and B4 landscape in two columns with a 密封线. */
export const PAPER_LAYOUTS = ['A4', 'A3', 'B4'] as const;

/** One of {@link PAPER_LAYOUTS}. */
export type PaperLayoutName = (typeof PAPER_LAYOUTS)[number];

/** The layouts as a teacher picks them. */
export const PAPER_LAYOUT_NAMES: Record<PaperLayoutName, string> = {
  A4: 'A4 竖版（单栏）',
  A3: 'A3 横版（两栏，密封线）',
  B4: 'B4 横版（两栏，密封线）',
};

/** One question in a paper: a snapshot of the bank's question, so later bank edits do not change a printed paper. */
export interface PaperItem {
  /** Id of this question's place in the paper (moves, scores and swaps name it). */
  itemId: number;
  /** The bank question it was taken from; null once that question is deleted. */
  questionId: number | null;
  type: QuestionType;
  score: number;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  difficulty: number;
  knowledgePoints: { id: string; name: string }[];
  /** 认知层次 1–4 (了解 … 运用), taken from the bank question or set in the paper; null = 未标注. */
  cognitiveLevel: CognitiveLevel | null;
}

/** A section of a paper: the questions of one type, with its printed heading. */
export interface PaperSection {
  type: QuestionType;
  /** 一、选择题（本大题共10小题，每小题3分，共30分） */
  heading: string;
  score: number;
  items: PaperItem[];
}

/** A whole paper as the server answers it. */
export interface ExamPaperData {
  paperId: number;
  title: string;
  subtitle: string;
  durationMinutes: number;
  period: number;
  subject: number;
  totalScore: number;
  questionCount: number;
  /** Estimated 难度系数 (0–1, higher is easier; see {@link paperDifficulty}). */
  difficulty: number;
  sections: PaperSection[];
  updatedAt: string;
  /** The school it is shared to; null when private. */
  sharedOrgId: number | null;
  /** Whether the viewer owns it (a colleague's shared paper is read, copied and printed only). */
  mine: boolean;
  /** The 双向细目表 the teacher set as the paper's target; null when none is saved. */
  blueprintTarget: PaperBlueprintTarget | null;
}
