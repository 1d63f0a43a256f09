export * from './word/model';
export { renderDocx, sectionGeometry } from './word/document';
export {
  answerBlocks,
  answersToDocument,
  paperToDocument,
  renderPaperDocx,
  type ExamPaper,
  type PaperAnswer,
  type PaperAnswerGroup,
  type PaperGroup,
  type PaperLayout,
  type PaperQuestion,
} from './word/paper';
export { DEFAULT_SEAL_FIELDS, DEFAULT_SEAL_NOTE } from './word/seal';
export { splitMath, type TextSegment } from './word/math-text';
export { chemistryToTex } from './word/chemistry';
export * from './word/layout';
export { textWidthEm, wrappedLines } from './text-width';
export * from './slides/model';
export { renderPptx } from './slides/render';
export {
  DEFAULT_SLIDE_THEME,
  SLIDE_BOXES,
  SLIDE_FONT_PT,
  SLIDE_HEIGHT_IN,
  SLIDE_WIDTH_IN,
} from './slides/frame';
export { fitFontSize, splitToFit, textHeightIn, type FitParagraph } from './slides/fit';
export * from './sheets/model';
export { renderXlsx, SHEET_FONT, SHEET_SPARE_ROWS } from './sheets/write';
export { readSheets, cellText, tidyRows, MAX_SHEET_BYTES } from './sheets/read';
export { decodeText, parseDelimited } from './sheets/text';
export {
  renderPdf,
  findCjkFont,
  CJK_FONT_CANDIDATES,
  type PdfBlock,
  type PdfDocumentSpec,
  type PdfFont,
} from './pdf/render';
