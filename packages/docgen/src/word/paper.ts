import { FONT_SIZES, type PageSizeName } from './layout';
import type { RenderResult, WordBlock, WordDocument, WordImage, WordSealLine } from './model';
import { renderDocx, sectionGeometry } from './document';
import { textWidthEm } from '../text-width';

/** One question of a paper. Stem and options may hold `$…$` and `$$…$$` math and `\ce{…}` chemistry. */
export type PaperQuestion = {
  stem: string;
  /** Choice options without their letters; they are lettered A, B, C, … */
  options?: string[];
  /** Points, printed as （N 分） after the stem. */
  score?: number;
  /** Empty lines left for the answer (solution questions). */
  answerLines?: number;
  image?: Omit<WordImage, 'type'>;
  /** More pictures, printed after `image` in order (each shrunk to the column). */
  images?: Omit<WordImage, 'type'>[];
};

/** A group of questions under a heading such as 一、选择题（每小题 3 分，共 30 分）. */
export type PaperGroup = { title: string; questions: PaperQuestion[] };

/** The answer and analysis of one numbered question, for the 答案与解析 part. */
export type PaperAnswer = { number: number; answer: string; analysis?: string };

/** The answers of one group, under the group's heading. */
export type PaperAnswerGroup = { title: string; answers: PaperAnswer[] };

/** An exam paper or worksheet as the question bank and paper builder hand it over. */
export type ExamPaper = {
  title: string;
  /** Line under the title, such as 考试时间：90 分钟 满分：100 分. */
  subtitle?: string;
  /** A second line under the title, such as the paper's own subtitle (学校、单元). */
  info?: string;
  /** 注意事项, one line each. */
  notices?: string[];
  groups: PaperGroup[];
  /** 答案与解析: printed after the questions, from a new page. */
  answers?: PaperAnswerGroup[];
};

/** How the paper is printed. */
export type PaperLayout = {
  size?: PageSizeName;
  /** A3 and B4 papers are printed landscape in two columns; A4 portrait in one. */
  columns?: 1 | 2;
  /** The 密封线 along the left edge (true for the default fields). */
  seal?: boolean | WordSealLine;
  /** A score table (题号 / 一 / 二 / … / 总分 / 得分) under the title. */
  scoreTable?: boolean;
};

const LETTERS = 'ABCDEFGH';
const CHINESE_NUMBERS = '一二三四五六七八九十';

/**
 * Lays a paper out as a Word document: title, 注意事项, score table, groups of numbered questions with options set
 * four, two or one to a line depending on their width, as Chinese exam papers do.
 */
export function paperToDocument(paper: ExamPaper, layout: PaperLayout = {}): WordDocument {
  const size = layout.size ?? 'A4';
  const wide = size !== 'A4';
  const columns = layout.columns ?? (wide ? 2 : 1);
  const seal = layout.seal === true ? {} : layout.seal || undefined;
  const section = {
    page: { size, orientation: wide ? ('landscape' as const) : ('portrait' as const) },
    columns,
    seal,
    footer: { pageNumbers: true as const, text: paper.title },
    blocks: [] as WordBlock[],
  };
  const columnEm = sectionGeometry(section).columnWidth / (FONT_SIZES.body * 10);
  const blocks = section.blocks;
  blocks.push({ type: 'heading', level: 1, text: paper.title, align: 'center' });
  if (paper.info) blocks.push({ type: 'paragraph', runs: paper.info, align: 'center' });
  if (paper.subtitle) blocks.push({ type: 'paragraph', runs: paper.subtitle, align: 'center' });
  if (layout.scoreTable) {
    const heads = paper.groups.map((_, i) => CHINESE_NUMBERS[i] ?? String(i + 1));
    blocks.push({
      type: 'table',
      rows: [
        ['题号', ...heads, '总分'],
        ['得分', ...heads.map(() => ''), ''],
      ],
    });
  }
  if (paper.notices?.length) {
    blocks.push({ type: 'paragraph', runs: [{ text: '注意事项：', bold: true }] });
    paper.notices.forEach((n, i) =>
      blocks.push({ type: 'paragraph', runs: `${i + 1}．${n}`, hangingChars: 2 }),
    );
  }
  let number = 0;
  for (const group of paper.groups) {
    blocks.push({ type: 'heading', level: 2, text: group.title });
    for (const q of group.questions) {
      number += 1;
      const score = q.score ? `（${q.score} 分）` : '';
      blocks.push({ type: 'paragraph', runs: `${number}．${score}${q.stem}`, hangingChars: 2 });
      if (q.image) blocks.push({ type: 'image', ...q.image });
      for (const picture of q.images ?? []) blocks.push({ type: 'image', ...picture });
      if (q.options?.length) blocks.push(...optionBlocks(q.options, columnEm));
      for (let i = 0; i < (q.answerLines ?? 0); i += 1)
        blocks.push({ type: 'paragraph', runs: ' ' });
    }
  }
  if (paper.answers?.length) {
    blocks.push({ type: 'break', kind: 'page' });
    blocks.push(...answerBlocks(paper.answers));
  }
  return { title: paper.title, sections: [section] };
}

/** The 答案与解析 part: a heading, then per group its heading and each number's answer and analysis. */
export function answerBlocks(groups: PaperAnswerGroup[]): WordBlock[] {
  const blocks: WordBlock[] = [{ type: 'heading', level: 2, text: '答案与解析', align: 'center' }];
  for (const group of groups) {
    blocks.push({ type: 'heading', level: 3, text: group.title });
    for (const a of group.answers) {
      blocks.push({
        type: 'paragraph',
        runs: [{ text: `${a.number}．`, bold: true }, { text: `【答案】${a.answer}` }],
        hangingChars: 2,
      });
      if (a.analysis) {
        blocks.push({ type: 'paragraph', runs: `【解析】${a.analysis}`, hangingChars: 2 });
      }
    }
  }
  return blocks;
}

/**
 * The 答案与解析 of a paper as a document of its own (A4 portrait, page numbers), for teachers who
 * print the paper and hand out the answers later.
 */
export function answersToDocument(paper: ExamPaper): WordDocument {
  return {
    title: `${paper.title} 答案与解析`,
    sections: [
      {
        page: { size: 'A4', orientation: 'portrait' },
        footer: { pageNumbers: true, text: `${paper.title} 答案与解析` },
        blocks: [
          { type: 'heading', level: 1, text: paper.title, align: 'center' },
          ...answerBlocks(paper.answers ?? []),
        ],
      },
    ],
  };
}

/** Options four to a line when each fits a quarter of the column, two when half, else one each. */
function optionBlocks(options: string[], columnEm: number): WordBlock[] {
  const labelled = options.map((o, i) => `${LETTERS[i] ?? '?'}．${o}`);
  const widest = Math.max(...labelled.map(printedWidthEm));
  const perRow = widest < columnEm / 4 - 2 ? 4 : widest < columnEm / 2 - 2 ? 2 : 1;
  if (perRow === 1) return labelled.map((o) => ({ type: 'paragraph', runs: o, hangingChars: 2 }));
  const rows: string[][] = [];
  for (let i = 0; i < labelled.length; i += perRow) rows.push(labelled.slice(i, i + perRow));
  const cells = rows.map((row) =>
    row.map((o) => ({ runs: [{ text: o, sizePt: FONT_SIZES.body / 2 }] })),
  );
  return [{ type: 'table', borders: false, rows: cells }];
}

/**
 * Estimated printed width of text with `$…$` formulas, in ems: formulas by their visible symbols (commands, braces
 * and script marks dropped) at 0.6 em each, plus the space Word puts around operators and after commas.
 */
function printedWidthEm(text: string): number {
  let em = 0;
  const plain = text.replace(/\$([^$]*)\$/g, (_m, latex: string) => {
    const symbols = latex.replace(/\\[a-zA-Z]+/g, 'x').replace(/[{}^_\s]/g, '');
    em += 0.6 * symbols.length + 0.6 * (symbols.match(/[=+\-<>,]/g)?.length ?? 0);
    return '';
  });
  return em + textWidthEm(plain);
}

/** Writes an exam paper as a .docx: {@link paperToDocument} then {@link renderDocx}. */
export function renderPaperDocx(paper: ExamPaper, layout: PaperLayout = {}): Promise<RenderResult> {
  return renderDocx(paperToDocument(paper, layout));
}
