/**
 * Pictures in a paper's Word file (docs/examPaper.md "Pictures"): a bank question keeps its
 * pictures as `![图片](/oss/files/image/…)` (docs/questionBank.md "Images"). For the .docx each
 * stored picture of a stem is read from the object store, turned into PNG when it is not PNG or
 * JPEG (Word's safe pair), and printed under the stem at its size, shrunk to the column by docgen.
 * A picture in an option, an answer or an analysis becomes （见图） in the text; a link that is
 * not a stored picture, or one that cannot be read, becomes （图片缺失） — never the raw markup.
 */
import { isStoredImageLink } from '@aita/core';
import type { WordImage } from '@aita/docgen';

/** A picture ready for docgen. */
export type PaperPicture = Omit<WordImage, 'type'>;

/** Reads an object of the store by its key (`files/image/…`). */
export type ReadObject = (key: string) => Promise<Uint8Array>;

const PICTURE = /!\[[^\]\n]*\]\(([^)\s]+)\)/g;
/** The widest a picture is kept at, px (docgen shrinks it to the column anyway). */
const MAX_WIDTH_PX = 1200;

/** The picture links of a text, in order. */
export const pictureLinks = (text: string): string[] =>
  [...text.matchAll(PICTURE)].map((m) => m[1] ?? '');

/** The text with every picture replaced by `note` (lines left empty by it removed). */
export function withoutPictures(text: string, note: (link: string) => string): string {
  return text
    .replace(PICTURE, (_m, link: string) => note(link))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One stored picture as PNG or JPEG with its size; null when it cannot be read. */
async function load(link: string, read: ReadObject): Promise<PaperPicture | null> {
  if (!isStoredImageLink(link)) return null;
  try {
    const bytes = await read(link.slice('/oss/'.length));
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    const keep = meta.format === 'png' || meta.format === 'jpeg';
    const width = Math.min(meta.width ?? 0, MAX_WIDTH_PX);
    const out =
      keep && (meta.width ?? 0) <= MAX_WIDTH_PX
        ? { data: bytes, info: { width: meta.width ?? 0, height: meta.height ?? 0 } }
        : await image
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .png()
            .toBuffer({ resolveWithObject: true });
    const format = keep && out.data === bytes ? (meta.format === 'png' ? 'png' : 'jpg') : 'png';
    if (!(out.info.width > 0) || !(out.info.height > 0)) return null;
    return {
      data: new Uint8Array(out.data),
      format,
      widthPx: out.info.width,
      heightPx: out.info.height,
      alt: '图片',
    };
  } catch {
    return null;
  }
}

/** Every stem picture of the given texts, read once each: link → picture (null: unreadable). */
export async function loadPictures(
  stems: string[],
  read: ReadObject,
): Promise<Map<string, PaperPicture | null>> {
  const links = [...new Set(stems.flatMap(pictureLinks))];
  const loaded = new Map<string, PaperPicture | null>();
  for (const link of links) loaded.set(link, await load(link, read));
  return loaded;
}

/** A stem for docgen: its text without pictures, and its readable pictures in order. */
export function stemWithPictures(
  stem: string,
  pictures: Map<string, PaperPicture | null>,
): { stem: string; images: PaperPicture[] } {
  const images = pictureLinks(stem).flatMap((link) => {
    const picture = pictures.get(link);
    return picture ? [picture] : [];
  });
  return {
    stem: withoutPictures(stem, (link) => (pictures.get(link) ? '' : '（图片缺失）')),
    images,
  };
}

/** Option, answer and analysis text for docgen: a picture there is named, not printed. */
export const textWithoutPictures = (text: string): string =>
  withoutPictures(text, () => '（见图）');
