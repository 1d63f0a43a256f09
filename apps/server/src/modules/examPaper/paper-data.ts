import {
  paperDifficulty,
  sectionHeading,
  sectionTypes,
  type CognitiveLevel,
  type ExamPaperData,
  type PaperItem,
  type QuestionType,
} from '@aita/core';
import type { examPaperItems, examPapers } from '../../db/schema';
import type { BankSnapshot } from './bank';

/** A stored question of a paper. */
export type ItemRow = typeof examPaperItems.$inferSelect;

/**
 * Builds the whole paper from its row and its items: sections in print order, headings, sums;
 * `mine` tells the viewer (`viewerUid`) whether they may edit it.
 */
export function paperData(
  paper: typeof examPapers.$inferSelect,
  rows: ItemRow[],
  viewerUid = paper.ownerUid,
): ExamPaperData {
  const byType = new Map<QuestionType, PaperItem[]>();
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const r of sorted) {
    const type = r.type as QuestionType;
    byType.set(type, [
      ...(byType.get(type) ?? []),
      {
        itemId: r.id,
        questionId: r.questionId,
        type,
        score: r.score,
        stem: r.stem,
        options: r.options,
        answer: r.answer,
        analysis: r.analysis,
        difficulty: r.difficulty,
        knowledgePoints: r.knowledgePoints,
        cognitiveLevel: (r.cognitiveLevel ?? null) as CognitiveLevel | null,
      },
    ]);
  }
  const sections = sectionTypes(byType.keys()).map((type, i) => {
    const items = byType.get(type) ?? [];
    const scores = items.map((item) => item.score);
    return {
      type,
      heading: sectionHeading(i + 1, type, scores),
      score: scores.reduce((a, b) => a + b, 0),
      items,
    };
  });
  const items = sections.flatMap((s) => s.items);
  return {
    paperId: paper.id,
    title: paper.title,
    subtitle: paper.subtitle,
    durationMinutes: paper.durationMinutes,
    period: paper.period,
    subject: paper.subject,
    totalScore: sections.reduce((n, s) => n + s.score, 0),
    questionCount: items.length,
    difficulty: paperDifficulty(items),
    sections,
    updatedAt: paper.updatedAt.toISOString(),
    sharedOrgId: paper.sharedOrgId,
    mine: paper.ownerUid === viewerUid,
    blueprintTarget: paper.blueprintTarget ?? null,
  };
}

/** An item row for a bank question (the snapshot). */
export function itemOf(paperId: number, q: BankSnapshot, position: number, score: number) {
  return {
    paperId,
    questionId: q.questionId,
    type: q.type,
    position,
    score,
    difficulty: q.difficulty,
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    analysis: q.analysis,
    knowledgePoints: q.knowledgePoints,
    cognitiveLevel: q.cognitiveLevel,
  };
}
