import { UpstreamError } from '../upstream-error';
import type { SpeechProvider } from './provider';

/**
 * The honest fallback when ASR_MODEL is not set: every call fails with `unavailable` (its teacher
 * message says transcription needs a service and uploading a transcript still works).
 */
export function createUnavailableSpeechProvider(): SpeechProvider {
  return {
    name: 'unavailable',
    available: false,
    transcribe() {
      return Promise.reject(
        new UpstreamError('unavailable', 'No speech-to-text service is configured (ASR_MODEL)', {
          capability: 'speech',
        }),
      );
    },
  };
}
