import type { WebSearchResult } from '@aita/core';

/**
 * The instruction given to the model with search results (spec §1 "web search and
 * citations"): cite as `[n]`, the number of the result, which the client turns into a hover card.
 */
export const SEARCH_CONTEXT_INSTRUCTION =
  '以下是联网搜索到的参考资料，每条以 [编号] 开头。请结合这些资料回答用户的问题；引用某条资料时，在相应句子末尾用 [编号] 标注，例如 [1] 或 [2][3]；只使用列出的编号，资料不足以回答时请如实说明。';

/**
 * Turns search results into the numbered context block of the model prompt: `[1]` is the first
 * result, the same order as the drawer and `/v1/network/log/list`.
 */
export function buildSearchContext(
  results: readonly WebSearchResult[],
  options: { summaryChars?: number } = {},
): string {
  const max = options.summaryChars ?? 300;
  const blocks = results.map((r, i) => {
    const lines = [`[${i + 1}] ${r.title}`];
    const meta = [
      r.hostname && `来源：${r.hostname}`,
      r.publishedTime && `发布时间：${r.publishedTime}`,
    ]
      .filter(Boolean)
      .join('　');
    if (meta) lines.push(meta);
    if (r.link) lines.push(`链接：${r.link}`);
    const summary = Array.from(r.summary);
    if (summary.length > 0) {
      lines.push(
        `摘要：${summary.length > max ? `${summary.slice(0, max).join('')}…` : r.summary}`,
      );
    }
    return lines.join('\n');
  });
  return `${SEARCH_CONTEXT_INSTRUCTION}\n\n${blocks.join('\n\n')}`;
}

/**
 * The result numbers an answer cites (`[n]`, also `[1][2]` and `[1, 2]`), in order of first
 * citation, keeping only 1..count. The route stores these with the exchange.
 */
export function citedNumbers(answer: string, count: number): number[] {
  const seen = new Set<number>();
  for (const m of answer.matchAll(/\[(\d{1,3}(?:\s*[,，]\s*\d{1,3})*)\]/g)) {
    for (const part of (m[1] ?? '').split(/[,，]/)) {
      const n = Number(part.trim());
      if (Number.isInteger(n) && n >= 1 && n <= count) seen.add(n);
    }
  }
  return [...seen];
}
