export * from './word/model';
export { renderDocx, sectionGeometry } from './word/document';
export {
  paperToDocument,
  renderPaperDocx,
  type ExamPaper,
  type PaperGroup,
  type PaperLayout,
  type PaperQuestion,
} from './word/paper';
export { DEFAULT_SEAL_FIELDS, DEFAULT_SEAL_NOTE } from './word/seal';
export { splitMath, type TextSegment } from './word/math-text';
export { chemistryToTex } from './word/chemistry';
export * from './word/layout';
export { textWidthEm, wrappedLines } from './text-width';
