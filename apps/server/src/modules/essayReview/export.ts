/**
 * The Word file of a task (docs/essayReview.md "Word export"): each essay on its own pages with
 * the marked spans carrying real Word comments (批注, `w:comment`) in the margin, then the
 * scores by dimension, paragraph comments, the overall comment and the suggestion. Written by
 * packages/docgen; opens in Word, WPS and LibreOffice.
 */
import {
  ESSAY_CHECK_LABEL,
  ESSAY_CHECK_NOTICE,
  ESSAY_DRAFT_NOTICE,
  essayCommentKindName,
  paragraphSpans,
  type EssayComment,
} from '@aita/core';
import type { Data, essayReview } from '@aita/contract';
import type { WordBlock, WordComment, WordDocument, WordRun } from '@aita/docgen';

type Result = Data<typeof essayReview.result>;
type Essay = Result['essays'][number];

/** Runs of one paragraph, cut at the comments inside it (overlaps keep the first comment). */
function paragraphRuns(
  text: string,
  from: number,
  to: number,
  comments: readonly (EssayComment & { id: number })[],
): WordRun[] {
  const runs: WordRun[] = [];
  let at = from;
  for (const c of comments) {
    const start = Math.max(c.start, from);
    const end = Math.min(c.end, to);
    if (start < at || start >= end) continue;
    if (start > at) runs.push({ text: text.slice(at, start) });
    runs.push({
      text: text.slice(start, end),
      commentId: c.id,
      color: c.kind === 'highlight' ? '00703C' : undefined,
      underline: c.kind !== 'highlight',
    });
    at = end;
  }
  if (at < to) runs.push({ text: text.slice(at, to) });
  return runs;
}

function essayBlocks(
  result: Result,
  essay: Essay,
  comments: WordComment[],
  published: boolean,
): WordBlock[] {
  const unit = essay.score === null ? '未评分' : `${essay.score} / ${result.fullScore} 分`;
  const blocks: WordBlock[] = [
    {
      type: 'heading',
      level: 2,
      text: `${essay.studentName}\u3000${unit}${essay.band ? `（${essay.band}）` : ''}`,
    },
  ];
  if (essay.mode === 'check') {
    blocks.push({
      type: 'paragraph',
      runs: [{ text: `【${ESSAY_CHECK_LABEL}】${ESSAY_CHECK_NOTICE}`, color: '7F6000' }],
    });
  } else if (!published) {
    blocks.push({ type: 'paragraph', runs: [{ text: ESSAY_DRAFT_NOTICE, color: '7F6000' }] });
  }
  const anchored = essay.comments.map((c) => {
    const id = comments.length;
    comments.push({
      id,
      text: `【${essayCommentKindName(c.kind)}】${c.text}`,
      author: '批改',
      initials: 'PG',
    });
    return { ...c, id };
  });
  for (const p of paragraphSpans(essay.text)) {
    blocks.push({
      type: 'paragraph',
      firstLineIndent: true,
      runs: paragraphRuns(essay.text, p.start, p.end, anchored),
    });
  }
  if (essay.dimensions.length) {
    blocks.push({
      type: 'table',
      header: true,
      widths: [2, 1, 5],
      rows: [
        ['评分维度', '得分', '理由'],
        ...essay.dimensions.map((d) => [d.name, `${d.score}/${d.max}`, d.reason]),
      ],
    });
  }
  for (const p of essay.paragraphComments) {
    blocks.push({
      type: 'paragraph',
      runs: [{ text: `第 ${p.paragraph + 1} 段：`, bold: true }, { text: p.text }],
    });
  }
  for (const note of essay.checkNotes) blocks.push({ type: 'paragraph', runs: note });
  if (essay.overall)
    blocks.push({
      type: 'paragraph',
      runs: [{ text: '总评：', bold: true }, { text: essay.overall }],
    });
  if (essay.suggestion) {
    blocks.push({
      type: 'paragraph',
      runs: [{ text: '修改建议：', bold: true }, { text: essay.suggestion }],
    });
  }
  return blocks;
}

/** The Word document of a task's essays (all of them, or the one given). */
export function essayDocument(result: Result, only?: Essay[]): WordDocument {
  const comments: WordComment[] = [];
  const list = only ?? result.essays;
  return {
    title: result.title,
    author: '批改',
    sections: list.map((essay, i) => ({
      footer: { pageNumbers: true },
      blocks: [
        ...(i === 0
          ? ([{ type: 'heading', level: 1, text: result.title, align: 'center' }] as WordBlock[])
          : []),
        ...essayBlocks(result, essay, comments, result.published),
      ],
    })),
    comments,
  };
}
