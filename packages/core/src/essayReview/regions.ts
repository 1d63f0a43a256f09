/**
 * Where an essay's words are on its photos (docs/essayReview.md "Boxes on the photo"): the
 * vision model reads each line with its box, the lines are joined into the text the teacher
 * corrects, and after the correction every line is placed again on the corrected text, so a
 * comment on the text can be drawn on the photo.
 */
import { diffText, type EssayRegion } from './revision';

/** At most this many lines are kept from one essay's photos. */
export const ESSAY_LINES_MAX = 400;

/** A line read on a photo: page index, box in thousandths, and its text. */
export interface PhotoLine {
  image: number;
  box: [number, number, number, number];
  text: string;
}

/** A line of the OCR answer: `[page:x0,y0,x1,y1] text` (page from 1, box in thousandths). */
const LINE_RE =
  /^\s*\[\s*(\d+)\s*[:：]\s*(\d+)\s*[,，]\s*(\d+)\s*[,，]\s*(\d+)\s*[,，]\s*(\d+)\s*\]\s?(.*)$/;

const clampThousandth = (n: number) => Math.max(0, Math.min(1000, Math.round(n)));

/** Joins two pieces of a paragraph: nothing between Chinese characters, a space otherwise. */
function joinPiece(left: string, right: string): string {
  if (!left) return right;
  const a = left.slice(-1);
  const b = right.slice(0, 1);
  const wide = (c: string) => /[\u3000-\u9fff\uff00-\uffef]/.test(c);
  return wide(a) || wide(b) ? left + right : `${left} ${right}`;
}

/**
 * The vision model's answer as text and lines: lines with a box are placed on the text (their
 * `start`/`end`), a blank line ends a paragraph, lines without a box are kept as plain text.
 * An answer without any box is kept as it is (trimmed), with no lines.
 */
export function parseOcrLines(
  answer: string,
  images: number,
): { text: string; lines: PhotoLine[]; regions: EssayRegion[] } {
  const normal = answer.replace(/\r\n?/g, '\n');
  const rows = normal.split('\n');
  if (!rows.some((row) => LINE_RE.test(row)))
    return { text: normal.trim(), lines: [], regions: [] };
  const paragraphs: string[] = [];
  const regions: EssayRegion[] = [];
  const lines: PhotoLine[] = [];
  let current = '';
  let offset = 0;
  const flush = () => {
    if (!current) return;
    paragraphs.push(current);
    offset += current.length + 1;
    current = '';
  };
  for (const raw of rows) {
    const m = LINE_RE.exec(raw);
    const text = (m ? (m[6] ?? '') : raw).trim();
    if (!text) {
      flush();
      continue;
    }
    current = joinPiece(current, text);
    if (!m) continue;
    const page = Number(m[1]) - 1;
    const [x0, y0, x1, y1] = [m[2], m[3], m[4], m[5]].map((v) => clampThousandth(Number(v)));
    if (page < 0 || page >= images || lines.length >= ESSAY_LINES_MAX) continue;
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) continue;
    if (x1 <= x0 || y1 <= y0) continue;
    const box: PhotoLine['box'] = [x0, y0, x1, y1];
    const start = offset + current.length - text.length;
    lines.push({ image: page, box, text });
    regions.push({ image: page, box, start, end: offset + current.length });
  }
  flush();
  return { text: paragraphs.join('\n'), lines, regions };
}

/** The text the lines make, with each line's place in it (as {@link parseOcrLines} joins them). */
function linesText(lines: readonly PhotoLine[]): { text: string; spans: [number, number][] } {
  let text = '';
  const spans: [number, number][] = [];
  for (const line of lines) {
    const joined = joinPiece(text, line.text);
    spans.push([joined.length - line.text.length, joined.length]);
    text = joined;
  }
  return { text, spans };
}

/**
 * Places the recognised lines on the text the teacher corrected: the lines' text is compared
 * with the corrected text (diffText), each line's start and end follow the characters kept, and
 * a line whose words were all removed is dropped. Paragraph breaks and corrections move the
 * lines with the words around them.
 */
export function alignRegions(lines: readonly PhotoLine[], corrected: string): EssayRegion[] {
  if (!lines.length || !corrected) return [];
  const { text, spans } = linesText(lines);
  // startAt[b]: where the lines' boundary b lands in the corrected text (before the next kept
  // character); endAt[b]: just after the last kept character before b.
  const startAt = new Int32Array(text.length + 1);
  const endAt = new Int32Array(text.length + 1);
  let i = 0;
  let j = 0;
  let lastKept = 0;
  for (const part of diffText(text, corrected)) {
    const n = part.text.length;
    if (part.op === 'add') {
      j += n;
      continue;
    }
    for (let k = 0; k < n; k++) {
      startAt[i + k] = j;
      endAt[i + k] = lastKept;
      if (part.op === 'same') lastKept = ++j;
    }
    i += n;
  }
  startAt[text.length] = corrected.length;
  endAt[text.length] = lastKept;
  const regions: EssayRegion[] = [];
  lines.forEach((line, index) => {
    const span = spans[index];
    if (!span) return;
    let start = startAt[span[0]] ?? 0;
    let end = endAt[span[1]] ?? 0;
    // A line is its words, not the line break or space around them.
    while (start < end && /\s/.test(corrected[start] ?? '')) start++;
    while (end > start && /\s/.test(corrected[end - 1] ?? '')) end--;
    if (end > start) regions.push({ image: line.image, box: line.box, start, end });
  });
  return regions;
}

/**
 * The boxes of a span of the text on the photos: for every line it touches, the part of the
 * line's box in proportion to the characters covered (lines are read left to right).
 */
export function spanBoxes(
  regions: readonly EssayRegion[],
  start: number,
  end: number,
): { image: number; box: [number, number, number, number] }[] {
  const boxes: { image: number; box: [number, number, number, number] }[] = [];
  for (const r of regions) {
    const from = Math.max(start, r.start);
    const to = Math.min(end, r.end);
    if (to <= from) continue;
    const width = r.box[2] - r.box[0];
    const length = r.end - r.start;
    const x0 = r.box[0] + Math.floor(((from - r.start) / length) * width);
    const x1 = r.box[0] + Math.ceil(((to - r.start) / length) * width);
    boxes.push({ image: r.image, box: [x0, r.box[1], Math.max(x1, x0 + 1), r.box[3]] });
  }
  return boxes;
}
