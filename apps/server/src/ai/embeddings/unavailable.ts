import { UpstreamError } from '../upstream-error';
import type { EmbeddingProvider } from './provider';

/**
 * The honest fallback when EMBEDDING_MODEL is not set: every call fails with `unavailable`
 * (its teacher message says semantic search needs a model and keyword search still works).
 */
export function createUnavailableEmbeddingProvider(): EmbeddingProvider {
  return {
    name: 'unavailable',
    available: false,
    dimensions: undefined,
    embed(texts) {
      if (texts.length === 0) return Promise.resolve([]);
      return Promise.reject(
        new UpstreamError('unavailable', 'No embedding model is configured (EMBEDDING_MODEL)', {
          capability: 'embeddings',
        }),
      );
    },
  };
}
