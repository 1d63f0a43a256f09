import {
  formatAnswer,
  paperInfoLine,
  type ExamPaperData,
  type PaperLayoutName,
  type QuestionType,
} from '@aita/core';
import type { ExamPaper, PaperLayout, RenderResult } from '@aita/docgen';
import { blueprintBlocks } from './blueprint-doc';
import { stemWithPictures, textWithoutPictures, type PaperPicture } from './paper-images';

/** Lines left for a solution's working: one per two points, 3 to 12. */
export function answerLines(type: QuestionType, score: number): number {
  return type === 'solution' ? Math.min(12, Math.max(3, Math.round(score / 2))) : 0;
}

/** How a layout prints (docs/examPaper.md "Word"): A4 portrait in one column, A3/B4 landscape in two with a 密封线. */
export function layoutOf(layout: PaperLayoutName): Required<Omit<PaperLayout, 'seal'>> & {
  seal: boolean;
} {
  return layout === 'A4'
    ? { size: 'A4', columns: 1, seal: false, scoreTable: true }
    : { size: layout, columns: 2, seal: true, scoreTable: true };
}

/**
 * A paper as docgen lays it out: the title, the paper's own subtitle, 考试时间 and 满分, 注意事项,
 * sections with their headings and continuously numbered questions, and (on request) the
 * 答案与解析 from a new page.
 */
export function examOf(
  paper: ExamPaperData,
  layout: PaperLayoutName,
  withAnswers: boolean,
  pictures: Map<string, PaperPicture | null> = new Map(),
): ExamPaper {
  const sealed = layoutOf(layout).seal;
  let number = 0;
  const groups = paper.sections.map((section) => ({
    title: section.heading,
    questions: section.items.map((item) => {
      const { stem, images } = stemWithPictures(item.stem, pictures);
      return {
        stem,
        images: images.length ? images : undefined,
        options: item.options.length ? item.options.map(textWithoutPictures) : undefined,
        score: section.type === 'solution' ? item.score : undefined,
        answerLines: answerLines(item.type, item.score),
      };
    }),
  }));
  const answers = paper.sections.map((section) => ({
    title: section.heading,
    answers: section.items.map((item) => {
      number += 1;
      return {
        number,
        answer: textWithoutPictures(formatAnswer(item)),
        analysis: textWithoutPictures(item.analysis),
      };
    }),
  }));
  return {
    title: paper.title,
    info: paper.subtitle || undefined,
    subtitle: paperInfoLine(paper.durationMinutes, paper.totalScore),
    notices: [
      sealed
        ? '答题前，考生务必将自己的学校、班级、姓名、考号填写在密封线内。'
        : '答题前，考生务必将自己的学校、班级、姓名、考号填写清楚。',
      `本试卷共 ${paper.sections.length} 大题，${paper.questionCount} 小题，满分 ${paper.totalScore} 分，考试时间 ${paper.durationMinutes} 分钟。`,
    ],
    groups,
    answers: withAnswers ? answers : undefined,
  };
}

/**
 * The paper as a .docx in a layout, with or without the answers at the end, and on request the
 * 双向细目表 after them on a section of its own: A4 landscape in one column with 15 mm margins
 * and the table at 9 pt whatever the paper's layout (a column of a two-column A3/B4 page, or an
 * A4 portrait page, is too narrow for its cells to stay on one line), without the 密封线, with
 * the paper's footer (docs/examPaper.md "Word").
 */
export async function paperDocx(
  paper: ExamPaperData,
  layout: PaperLayoutName,
  withAnswers: boolean,
  withBlueprint = false,
  pictures: Map<string, PaperPicture | null> = new Map(),
): Promise<RenderResult> {
  const { paperToDocument, renderDocx } = await import('@aita/docgen');
  const doc = paperToDocument(examOf(paper, layout, withAnswers, pictures), layoutOf(layout));
  if (withBlueprint)
    doc.sections.push({
      page: {
        size: 'A4',
        orientation: 'landscape',
        marginsMm: { top: 15, right: 15, bottom: 15, left: 15 },
      },
      footer: { pageNumbers: true, text: paper.title },
      blocks: blueprintBlocks(paper, { sizePt: 9 }),
    });
  return renderDocx(doc);
}

/** The 答案与解析 as a .docx of its own, with the paper's 双向细目表 at the end. */
export async function answersDocx(paper: ExamPaperData): Promise<RenderResult> {
  const { answersToDocument, renderDocx } = await import('@aita/docgen');
  const doc = answersToDocument(examOf(paper, 'A4', true));
  doc.sections[0]?.blocks.push(...blueprintBlocks(paper));
  return renderDocx(doc);
}

/** The file name of a download: the title (characters a file system refuses replaced), then the layout. */
export function fileName(paper: ExamPaperData, suffix: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
  const safe = paper.title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || '试卷';
  return `${safe}（${suffix}）.docx`;
}
