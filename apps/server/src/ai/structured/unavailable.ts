import { UpstreamError } from '../upstream-error';
import type { StructuredOutput } from './provider';

/**
 * The honest fallback without a chat model (the offline knowledge mode cannot write JSON to a
 * schema): every call fails with `unavailable`, whose teacher message says generating questions,
 * scores or outlines needs a model and editing by hand still works.
 */
export function createUnavailableStructuredOutput(): StructuredOutput {
  return {
    name: 'unavailable',
    available: false,
    generate() {
      return Promise.reject(
        new UpstreamError('unavailable', 'No chat model is configured (AI_BASE_URL, AI_MODEL)', {
          capability: 'structured',
        }),
      );
    },
  };
}
