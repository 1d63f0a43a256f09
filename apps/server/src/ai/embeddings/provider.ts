/**
 * Text embeddings (ARCHITECTURE.md "AI capabilities", "Documents and search": vectors where
 * embeddings are configured, merged with keyword search by reciprocal rank). Without a model the
 * search stays keyword-only; it never invents vectors.
 */

/** Options of one {@link EmbeddingProvider.embed} call. */
export interface EmbedOptions {
  /** Aborting it stops the request in flight and any waiting retry. */
  signal?: AbortSignal;
}

/** Turns texts into vectors. Every failure is an `UpstreamError` of capability `embeddings`. */
export interface EmbeddingProvider {
  /** For logs, e.g. `openai-compatible` or `unavailable`. */
  readonly name: string;
  /** False for the fallback: callers skip the vector half of a search. */
  readonly available: boolean;
  /** EMBEDDING_DIMENSIONS when configured (the vector column's size), else unknown until a call. */
  readonly dimensions: number | undefined;
  /**
   * One vector per text, in the order of `texts`, all of the same length. An empty list resolves
   * to an empty list without a call.
   */
  embed(texts: readonly string[], options?: EmbedOptions): Promise<number[][]>;
}
