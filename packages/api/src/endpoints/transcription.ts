import type { BodyInput, Data, transcription } from '@aita/contract';
import { transcriptionPaths } from '@aita/contract/paths/transcription';
import { postForBlob, type BlobRequestOptions } from '../blob';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** What speech and model services the server has (`/v1/voice/config`). */
export type VoiceConfig = Data<typeof transcription.voiceConfig>;
/** A recording as listed. */
export type AudioSummary = Data<typeof transcription.audioAsync>;
/** A page of the teacher's recordings. */
export type AudioPage = Data<typeof transcription.audioList>;
/** A recording with its transcript (once done) and analysis. */
export type AudioTranscript = Data<typeof transcription.audioText>;
/** What `/audio/async` takes. */
export type AudioTranscriptionRequest = BodyInput<typeof transcription.audioAsync>;
/** What `/audio/export` makes. */
export type TranscriptExportRequest = BodyInput<typeof transcription.audioExport>;

/** `POST /v1/voice/config`: whether recordings can be transcribed here, before any upload. */
export function fetchVoiceConfig(client: ApiClient, options?: RequestOptions) {
  return send<typeof transcription.voiceConfig>(
    client,
    transcriptionPaths.voiceConfig,
    {},
    options,
  );
}

/**
 * `POST /v1/aitalk/audio/async {fileId, title?, scene}`: starts the transcription of an uploaded
 * recording. Not retried on timeout (a replay answers the same recording anyway).
 */
export function startTranscription(
  client: ApiClient,
  request: AudioTranscriptionRequest,
  options?: RequestOptions,
) {
  return send<typeof transcription.audioAsync>(client, transcriptionPaths.audioAsync, request, {
    retries: 0,
    ...options,
  });
}

/** `POST /v1/aitalk/audio/list {page, pageSize}`: the teacher's recordings, newest first. */
export function fetchRecordings(
  client: ApiClient,
  page: number,
  pageSize?: number,
  options?: RequestOptions,
) {
  return send<typeof transcription.audioList>(
    client,
    transcriptionPaths.audioList,
    { page, pageSize },
    options,
  );
}

/** `GET /v1/aitalk/audio/text?audioId=`: state, and once done the transcript (polled). */
export function fetchTranscript(client: ApiClient, audioId: string, options?: RequestOptions) {
  return send<typeof transcription.audioText>(
    client,
    transcriptionPaths.audioText,
    { audioId },
    options,
  );
}

/** `POST /v1/aitalk/audio/file {audioId}`: the recording's bytes, for the player. */
export function downloadRecording(
  client: ApiClient,
  audioId: string,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, transcriptionPaths.audioFile.path, { audioId }, options);
}

/** `POST /v1/aitalk/audio/export {audioId, format}`: the transcript as .docx, .txt or .srt. */
export function downloadTranscript(
  client: ApiClient,
  request: TranscriptExportRequest,
  options?: BlobRequestOptions,
): Promise<Blob> {
  return postForBlob(client, transcriptionPaths.audioExport.path, request, options);
}

/** `POST /v1/aitalk/audio/delete {audioId}`. */
export function deleteRecording(client: ApiClient, audioId: string, options?: RequestOptions) {
  return send<typeof transcription.audioDelete>(
    client,
    transcriptionPaths.audioDelete,
    { audioId },
    options,
  );
}
