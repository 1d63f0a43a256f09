import type { KnowledgeBlock } from './tables';

/** A passage before it is stored: where it is in the document and its text. */
export interface PassageDraft {
  ordinal: number;
  page: number | null;
  /** Indices of its first and last block in the document's blocks (inclusive). */
  blockStart: number;
  blockEnd: number;
  heading: string;
  text: string;
}

/** Paragraphs shorter than this are joined with the next one of the same section and page. */
export const MIN_PASSAGE_CHARS = 80;
/** A passage grows to at most this many characters (one longer paragraph stays whole). */
export const MAX_PASSAGE_CHARS = 400;

/**
 * Splits a document's blocks into passages on its structure (docs/knowledge.md "Passages"): a
 * heading closes the passage before it and becomes the heading of those after it; a page break
 * closes a passage too, so each passage sits on one page; short paragraphs of one section are
 * joined up to {@link MAX_PASSAGE_CHARS}. A passage keeps the indices of its blocks, which is what
 * the viewer highlights.
 */
export function splitPassages(blocks: readonly KnowledgeBlock[]): PassageDraft[] {
  const passages: PassageDraft[] = [];
  let heading = '';
  let current: Omit<PassageDraft, 'ordinal'> | undefined;
  const close = () => {
    if (current) passages.push({ ordinal: passages.length, ...current });
    current = undefined;
  };
  blocks.forEach((block, i) => {
    if (block.kind === 'heading') {
      close();
      heading = block.text;
      return;
    }
    if (current && current.page !== block.page) close();
    if (current && current.text.length + block.text.length > MAX_PASSAGE_CHARS) close();
    if (current) {
      current.text += `\n${block.text}`;
      current.blockEnd = i;
    } else {
      current = { page: block.page, blockStart: i, blockEnd: i, heading, text: block.text };
    }
    if (current.text.length >= MIN_PASSAGE_CHARS) close();
  });
  close();
  // A document of headings only (a slide deck of titles) still has something to find.
  if (passages.length === 0) {
    blocks.forEach((block, i) => {
      passages.push({
        ordinal: passages.length,
        page: block.page,
        blockStart: i,
        blockEnd: i,
        heading: '',
        text: block.text,
      });
    });
  }
  return passages;
}
