/**
 * `@aita/core/richtext`: markdown + KaTeX to safe HTML, and its streaming form. A subpath of its
 * own so pages without rich text never load markdown-it or KaTeX.
 */
export {
  createRichTextStream,
  renderRichText,
  type RichTextOptions,
  type RichTextStream,
} from './stream';
export { MATH_CLOSERS } from './delimiters';
export { badFormula } from './formula-check';
