import { shuffleChoice, type QuestionType } from '@aita/core';
import type { examPaperItems } from '../../db/schema';
import type { PaperBank } from './bank';

type ItemRow = typeof examPaperItems.$inferSelect;

/**
 * The questions of a B 卷 (docs/examPaper.md "A/B versions"): the same blueprint — same types,
 * scores and places — with each question swapped for a similar one of the bank that is in neither
 * version (same type, a shared point or else the same unit, nearest difficulty); where the bank
 * has none, a choice question keeps its stem with its options shuffled and its answer moved with
 * them, and any other question stays as it is.
 */
export async function bVersionRows(
  rows: ItemRow[],
  bank: PaperBank,
  uid: number,
  random: () => number,
): Promise<Omit<ItemRow, 'id' | 'paperId'>[]> {
  const used = new Set(rows.flatMap((r) => (r.questionId === null ? [] : [r.questionId])));
  const out: Omit<ItemRow, 'id' | 'paperId'>[] = [];
  for (const { id: _id, paperId: _paper, ...row } of rows) {
    const similar = await bank
      .similar(
        uid,
        row.type as QuestionType,
        row.knowledgePoints.map((p) => p.id),
        row.difficulty,
        [...used],
      )
      .catch(() => []);
    const nearest = similar.filter(
      (q) =>
        Math.abs(q.difficulty - row.difficulty) ===
        Math.abs((similar[0]?.difficulty ?? 0) - row.difficulty),
    );
    const chosen = nearest[Math.floor(random() * nearest.length)];
    if (chosen) {
      used.add(chosen.questionId);
      out.push({
        ...row,
        questionId: chosen.questionId,
        difficulty: chosen.difficulty,
        stem: chosen.stem,
        options: chosen.options,
        answer: chosen.answer,
        analysis: chosen.analysis,
        knowledgePoints: chosen.knowledgePoints,
      });
    } else {
      out.push({ ...row, ...shuffleChoice({ ...row, type: row.type as QuestionType }, random) });
    }
  }
  return out;
}
