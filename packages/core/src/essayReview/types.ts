/**
 * Essay marking's model (docs/essayReview.md "Model"): task and essay states, comment kinds, the
 * marked essay. Shared by the server (storage, the marking job), the contract (the fixed calls
 * `/v1/essay/revise/*`) and the web (result view, class view), so a kind or a limit is named once.
 */

/** A task's state as `/v1/essay/revise/status` answers it (fixed: other front ends rely on it). */
export const ESSAY_TASK_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type EssayTaskState = (typeof ESSAY_TASK_STATES)[number];

/** One essay's state inside a task; `done` also when the essay could only be checked, not scored. */
export const ESSAY_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type EssayState = (typeof ESSAY_STATES)[number];

/**
 * Kinds of a comment anchored on a span of the essay, with the label a teacher reads in the
 * margin: 错别字, 病句, 标点, 用词, 好词好句 (a strength, highlighted differently), 批注 (anything else:
 * a long sentence, the teacher's own note).
 */
export const ESSAY_COMMENT_KINDS = [
  { id: 'typo', name: '错别字' },
  { id: 'grammar', name: '病句' },
  { id: 'punctuation', name: '标点' },
  { id: 'wording', name: '用词' },
  { id: 'highlight', name: '好词好句' },
  { id: 'note', name: '批注' },
] as const;
export type EssayCommentKind = (typeof ESSAY_COMMENT_KINDS)[number]['id'];
export const ESSAY_COMMENT_KIND_IDS = ESSAY_COMMENT_KINDS.map((k) => k.id) as [
  EssayCommentKind,
  ...EssayCommentKind[],
];

/** The Chinese label of a comment kind. */
export function essayCommentKindName(kind: EssayCommentKind): string {
  return ESSAY_COMMENT_KINDS.find((k) => k.id === kind)?.name ?? '批注';
}

/** Who wrote a comment: the model, the offline 基础检查, or the teacher. */
export type EssayCommentSource = 'model' | 'check' | 'teacher';

/**
 * A comment anchored on `text.slice(start, end)` of its essay: `start`/`end` are offsets in UTF-16
 * code units (JavaScript string indices, what `String.prototype.slice` and the browser use).
 */
export interface EssayComment {
  start: number;
  end: number;
  kind: EssayCommentKind;
  text: string;
  source: EssayCommentSource;
}

/** A rubric dimension's score with the reason, as the model gave it and the teacher may edit. */
export interface DimensionScore {
  key: string;
  name: string;
  score: number;
  max: number;
  reason: string;
}

/**
 * How an essay was marked: `model` (scored with a rubric) or `check` (the offline 基础检查: no
 * score, only what rules can tell). The teacher's edits do not change it.
 */
export type EssayMarkMode = 'model' | 'check';

/** The marking of one essay (what `/result` answers per essay besides its text). */
export interface EssayMarking {
  mode: EssayMarkMode;
  /** Total score; null when no model marked it and the teacher gave none. */
  score: number | null;
  /** The band (一类文…, 第五档…) of the score; null without a score. */
  band: string | null;
  dimensions: DimensionScore[];
  comments: EssayComment[];
  /** Paragraph-level comments: the 0-based paragraph and the comment. */
  paragraphComments: { paragraph: number; text: string }[];
  /** The overall comment, in the teacher's voice. */
  overall: string;
  /** What to revise first. */
  suggestion: string;
}

/** Grades 1–12: 小学 1–6, 初中 7–9 (七至九年级), 高中 10–12 (高一至高三). */
export const ESSAY_GRADE_MIN = 1;
export const ESSAY_GRADE_MAX = 12;

/** Longest essay text accepted (characters): a long 高考 essay is under 2000; 8000 leaves room. */
export const ESSAY_TEXT_MAX_CHARS = 8000;
/** Most essays in one task (a large class). */
export const ESSAY_BATCH_MAX = 60;
/** Most photos (pages) per student. */
export const ESSAY_IMAGES_MAX = 6;
/** Longest title (题目 and requirements fit in `requirement`). */
export const ESSAY_TITLE_MAX = 100;
/** Longest 写作要求 text. */
export const ESSAY_REQUIREMENT_MAX = 1000;
/** Longest student name. */
export const ESSAY_STUDENT_NAME_MAX = 20;
/** Longest genre name (记叙文, 议论文, 英语作文…). */
export const ESSAY_GENRE_MAX = 20;
/** Longest comment text (a margin comment or the overall comment). */
export const ESSAY_COMMENT_MAX = 1000;
/** Most comments on one essay (model, check and teacher together). */
export const ESSAY_COMMENTS_MAX = 200;
/** Largest full score a task may have. */
export const ESSAY_FULL_SCORE_MAX = 150;
/** Tasks per page of `/v1/essay/revise/list`. */
export const ESSAY_TASK_PAGE_SIZE = 10;
/** Essays of one task marked at once (model calls are the bottleneck). */
export const ESSAY_MARK_CONCURRENCY = 3;
/** How often the web polls `/status` while a task runs (ms). */
export const ESSAY_STATUS_POLL_MS = 1500;

/** Genres offered on the submit page (the teacher may type another). */
export const ESSAY_GENRES = [
  '记叙文',
  '议论文',
  '说明文',
  '散文',
  '应用文',
  '看图写话',
  '英语作文',
] as const;

/** Whether a task's essays are English (by genre or rubric). */
export function isEnglishGenre(genre: string): boolean {
  return /英语|english/i.test(genre);
}

/** The essay marking tool's page (docs/essayReview.md "Web"). */
export const ESSAY_REVIEW_PATH = '/essay-review/index';
/** Apps of the apps centre that open the essay marking tool instead of a chat. */
export const ESSAY_REVIEW_APP_URIS: readonly string[] = ['essay-review', 'english-essay-review'];
