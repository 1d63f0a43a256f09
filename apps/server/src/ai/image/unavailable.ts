import { UpstreamError } from '../upstream-error';
import type { ImageProvider } from './provider';

/**
 * The honest fallback when IMAGE_MODEL is not set: every call fails with `unavailable` (its
 * teacher message says drawing needs a model and uploading a picture still works).
 */
export function createUnavailableImageProvider(): ImageProvider {
  const fail = (): Promise<never> =>
    Promise.reject(
      new UpstreamError('unavailable', 'No image model is configured (IMAGE_MODEL)', {
        capability: 'image',
      }),
    );
  return { name: 'unavailable', available: false, generate: fail, edit: fail };
}
