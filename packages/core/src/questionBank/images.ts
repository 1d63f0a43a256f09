/**
 * Pictures in a question's rich text (docs/questionBank.md "Images"): stored as markdown images
 * of a same-origin link to the object store, `![图片](/oss/files/image/…)`, so the text does not
 * name a host. The renderer loads only absolute links of allowed origins, so a page resolves the
 * links against its own origin before rendering ({@link withImageOrigin}).
 */

/** The alt text of a question's picture. */
export const QUESTION_IMAGE_ALT = '图片';

/** A stored picture's same-origin link: `/oss/files/image/<random>/<sha256>.<ext>`. */
const STORED_IMAGE_LINK = /^\/oss\/files\/image\/[\w-]{22}\/[0-9a-f]{64}\.(?:png|jpe?g|gif|webp)$/;

/** Whether a link is one of the store's image links (what the editor and the import insert). */
export const isStoredImageLink = (link: string): boolean => STORED_IMAGE_LINK.test(link);

/** The markup of a stored picture, on a line of its own. */
export const questionImageMarkup = (link: string): string => `![${QUESTION_IMAGE_ALT}](${link})`;

/** The same text with every picture's `/oss/` link made absolute on `origin` (for the renderer). */
export function withImageOrigin(text: string, origin: string): string {
  if (!text.includes('](/oss/')) return text;
  return text.replace(/(!\[[^\]\n]*\]\()(\/oss\/[^)\s]+\))/g, (_m, head: string, link: string) =>
    origin === '' ? `${head}${link}` : `${head}${origin}${link}`,
  );
}
