/**
 * Per-question scores of an exam (docs/classroom.md "Per-question scores"): the items (题号, 满分,
 * knowledge points) taken from a linked exam paper or typed by hand, their limits and messages.
 */

/** A knowledge point as exam papers carry it. */
export interface ItemKnowledgePoint {
  id: string;
  name: string;
}

/** One question of an exam as scored: its 题号, its full score and what it tests. */
export interface ExamItem {
  label: string;
  maxScore: number;
  knowledgePoints: ItemKnowledgePoint[];
}

/** Most items an exam may have (a paper holds at most 100 questions). */
export const EXAM_ITEMS_MAX = 100;
/** Longest 题号 typed by hand. */
export const EXAM_ITEM_LABEL_MAX = 10;
/** Below this discrimination an item tells strong and weak students apart poorly. */
export const DISCRIMINATION_LOW = 0.2;
/** Share of the students in each of the top and bottom groups of the discrimination index. */
export const DISCRIMINATION_GROUP = 0.27;

/** The exam already has scores: its items cannot change under them. */
export const MSG_ITEMS_HAVE_SCORES = '本次考试已录入成绩，不能更换试题；请先清空成绩后再修改';
/** Total-only entry on an exam scored per question. */
export const MSG_USE_ITEM_SCORES = '本次考试按小题录分，请在每道题的格子里录入';
/** Per-question entry on an exam without items. */
export const MSG_NO_ITEMS = '本次考试还没有设置小题';
/** A row with another number of cells than the exam has items. */
export const MSG_ITEM_COUNT = '小题数量与考试不一致，请刷新后重试';
/** A full score typed for an exam scored per question. */
export const MSG_FULL_FROM_ITEMS = '本次考试按小题录分，满分为各题满分之和，请修改小题';
/** Most knowledge points one item may be tagged with. */
export const ITEM_POINTS_MAX = 5;
/** A knowledge point id not in any tree. */
export const MSG_POINT_NOT_FOUND = '知识点不存在，请刷新后重新选择';
/** Two items with the same 题号. */
export const MSG_DUPLICATE_LABEL = '题号重复';
/** An item score above that item's full score. */
export const itemScoreOutOfRange = (label: string, max: number) =>
  `第 ${label} 题的分数应在 0 到 ${max} 之间`;

/** The total of a student's item scores, or null when every cell is empty (absent). */
export function itemTotal(cells: readonly (number | null)[]): number | null {
  if (cells.every((c) => c === null)) return null;
  // Tenths summed as integers so 0.1 + 0.2 stays 0.3.
  return cells.reduce<number>((n, c) => n + Math.round((c ?? 0) * 10), 0) / 10;
}

/** The full score of items: their maxima summed. */
export function itemsFullScore(items: readonly Pick<ExamItem, 'maxScore'>[]): number {
  return items.reduce((n, i) => n + Math.round(i.maxScore * 10), 0) / 10;
}
