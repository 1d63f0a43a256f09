/** The constant of reciprocal rank fusion (Cormack et al., 2009), as most search engines use. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: merges ranked lists of keys (best first) into one, each key scoring
 * Σ 1 / (k + rank) over the lists it appears in (rank from 1). Used to merge keyword and vector
 * results, whose own scores (ts_rank_cd, cosine) are not comparable. Ties keep first-seen order.
 */
export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  k: number = RRF_K,
): { key: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const list of lists) {
    const seen = new Set<string>();
    list.forEach((key, index) => {
      if (seen.has(key)) return; // a key counts once per list, at its best rank
      seen.add(key);
      scores.set(key, (scores.get(key) ?? 0) + 1 / (k + index + 1));
    });
  }
  return [...scores].map(([key, score]) => ({ key, score })).sort((a, b) => b.score - a.score);
}
