import { UpstreamError } from '../upstream-error';
import type { VisionProvider } from './provider';

/**
 * The honest fallback when AI_VISION_MODEL is not set: every call fails with `unavailable` (its
 * teacher message says reading images needs a model and typing the text still works).
 */
export function createUnavailableVisionProvider(): VisionProvider {
  return {
    name: 'unavailable',
    available: false,
    analyze() {
      return Promise.reject(
        new UpstreamError('unavailable', 'No vision model is configured (AI_VISION_MODEL)', {
          capability: 'vision',
        }),
      );
    },
  };
}
