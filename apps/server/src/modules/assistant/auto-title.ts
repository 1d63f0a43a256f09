/** Longest automatic title, in characters: the first 30 of the first question. */
export const AUTO_TITLE_CHARS = 30;

/**
 * The title of a new conversation, from the teacher's words: the question without its lines
 * that are only one of the attached image links (a new-home send prepends them, §4), whitespace
 * runs collapsed, cut to `max` code points.
 */
export function autoTitle(
  question: string,
  imgUrls: readonly string[] = [],
  max = AUTO_TITLE_CHARS,
): string {
  const links = new Set(imgUrls);
  const words = question.split('\n').filter((line) => !links.has(line.trim()));
  const text = words.join('\n').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, max).join('');
}
