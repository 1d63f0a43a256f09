/**
 * The transcription area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/transcription`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the transcription area (`paths.transcription`). */
export const transcriptionPaths = {
  /** The spec's calls: start a transcription, the list, one transcript (GET, query `audioId`). */
  audioAsync: route('POST', '/v1/aitalk/audio/async', 'json', 'user'),
  audioList: route('POST', '/v1/aitalk/audio/list', 'json', 'user'),
  audioText: route('GET', '/v1/aitalk/audio/text', 'json', 'user'),
  /** What speech and model services exist, before anything is uploaded. */
  voiceConfig: route('POST', '/v1/voice/config', 'json', 'public'),
  /** The recording's bytes for the player; the transcript as .docx, .txt or .srt. */
  audioFile: route('POST', '/v1/aitalk/audio/file', 'blob', 'user'),
  audioExport: route('POST', '/v1/aitalk/audio/export', 'blob', 'user'),
  audioDelete: route('POST', '/v1/aitalk/audio/delete', 'json', 'user'),
} as const;
