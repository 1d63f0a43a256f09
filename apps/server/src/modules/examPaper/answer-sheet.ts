import { OPTION_LETTERS, type ExamPaperData, type PaperItem } from '@aita/core';
import type { RenderResult, WordBlock, WordDocument } from '@aita/docgen';

/** Choice questions per row of bubbles. */
const CHOICES_PER_ROW = 5;
/** Height of a 解答 area per point, and its bounds (mm): a 12-point question gets 72 mm. */
const MM_PER_POINT = 6;
const SOLUTION_MIN_MM = 30;
const SOLUTION_MAX_MM = 120;

/** How many blanks a fill-in stem has (runs of four or more underscores), at least one. */
function blanks(stem: string): number {
  return Math.max(1, stem.match(/_{4,}/g)?.length ?? 0);
}

/** The bubbles of one choice or judge question: 1 [A] [B] [C] [D] (half-width, so five fit a row). */
function bubbles(item: PaperItem, number: number): string {
  const marks =
    item.type === 'judge' ? ['√', '×'] : OPTION_LETTERS.slice(0, Math.max(2, item.options.length));
  return `${number} ${marks.map((m) => `[${m}]`).join(' ')}`;
}

/**
 * The 答题卡 of a paper as a Word document (A4): the student's fields, 注意事项, then per section
 * bubbles for choice and judge questions (five to a row), a bordered box with one line per blank
 * for fill-ins, and a bordered writing area for each 解答题 sized by its score.
 */
export function answerSheetDocument(paper: ExamPaperData): WordDocument {
  const blocks: WordBlock[] = [
    { type: 'heading', level: 1, text: `${paper.title}\u3000答题卡`, align: 'center' },
    {
      type: 'table',
      rows: [['学校', '', '班级', '', '姓名', '', '考号', '']],
      widths: [1, 3, 1, 2, 1, 2, 1, 3],
      rowHeightsMm: [9],
    },
    {
      type: 'paragraph',
      runs: '注意事项：选择题、判断题用 2B 铅笔将所选答案涂黑；其余各题用黑色签字笔在题号对应的答题区域内作答，超出边框的答案无效。',
      hangingChars: 0,
    },
  ];
  let number = 0;
  for (const section of paper.sections) {
    blocks.push({ type: 'heading', level: 3, text: section.heading });
    if (section.type === 'single' || section.type === 'multiple' || section.type === 'judge') {
      const cells = section.items.map((item) => bubbles(item, (number += 1)));
      const rows: string[][] = [];
      for (let i = 0; i < cells.length; i += CHOICES_PER_ROW) {
        const row = cells.slice(i, i + CHOICES_PER_ROW);
        while (row.length < CHOICES_PER_ROW) row.push('');
        rows.push(row);
      }
      blocks.push({ type: 'table', rows, rowHeightsMm: rows.map(() => 8) });
    } else if (section.type === 'fill') {
      const rows = section.items.map((item) => {
        number += 1;
        return [`${number}．${Array(blanks(item.stem)).fill('________________').join('　　')}`];
      });
      blocks.push({ type: 'table', rows, rowHeightsMm: rows.map(() => 10) });
    } else {
      for (const item of section.items) {
        number += 1;
        const height = Math.min(
          SOLUTION_MAX_MM,
          Math.max(SOLUTION_MIN_MM, item.score * MM_PER_POINT),
        );
        blocks.push({
          type: 'table',
          rows: [[`${number}．（${item.score} 分）`]],
          rowHeightsMm: [height],
        });
      }
    }
  }
  return {
    title: `${paper.title} 答题卡`,
    sections: [
      {
        page: { size: 'A4', orientation: 'portrait', marginsMm: { top: 15, bottom: 15 } },
        footer: { pageNumbers: true, text: '请在各题目的答题区域内作答' },
        blocks,
      },
    ],
  };
}

/** The 答题卡 as a .docx. */
export async function answerSheetDocx(paper: ExamPaperData): Promise<RenderResult> {
  const { renderDocx } = await import('@aita/docgen');
  return renderDocx(answerSheetDocument(paper));
}
