import { callUpstream, type UpstreamResponse, type UpstreamTarget } from '../http';
import { guardText, type TextModeration } from '../moderation-guard';
import { UpstreamError } from '../upstream-error';
import type {
  SpeechProvider,
  Transcript,
  TranscriptionRequest,
  TranscriptSegment,
} from './provider';

/** Options of {@link createOpenAiCompatibleSpeechProvider}. */
export interface OpenAiCompatibleSpeechOptions {
  /** ASR_BASE_URL, e.g. `https://api.openai.com/v1`, `http://127.0.0.1:8000/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** ASR_MODEL: `whisper-1`, `Systran/faster-whisper-small`; whisper.cpp ignores it. */
  model: string;
  /** Whole-request timeout in ms (default 300000: long recordings). */
  timeoutMs?: number;
  /** Largest answer accepted in bytes (default 16 MiB). */
  maxBytes?: number;
  /** Checks the prompt before the call and the transcript after it. */
  moderation?: TextModeration;
  fetch?: typeof fetch;
}

/**
 * A {@link SpeechProvider} over Whisper's `POST {baseUrl}/audio/transcriptions` (OpenAI,
 * faster-whisper-server/speaches, whisper.cpp's server started with `--inference-path
 * /v1/audio/transcriptions`): multipart with `file`, `model`, `response_format=verbose_json`,
 * `language` (default `zh`) and an optional `prompt`. A `verbose_json` answer gives segments with
 * start and end in seconds; a server that answers plain `json` (`{text}`) or text instead is
 * accepted without timestamps. A server that rejects `verbose_json` (HTTP 400/422, as OpenAI's
 * gpt-4o-transcribe models do) is asked once more with `json`, and asked with `json` from then on.
 */
export function createOpenAiCompatibleSpeechProvider(
  options: OpenAiCompatibleSpeechOptions,
): SpeechProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const target: UpstreamTarget = {
    capability: 'speech',
    apiKey: options.apiKey ?? '',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 300_000,
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
  };
  let verbose = true;

  const send = (request: TranscriptionRequest, format: 'verbose_json' | 'json') => {
    const form = new FormData();
    // A copy: the Blob must own an ArrayBuffer (not a view into a shared or larger one).
    const bytes = new Uint8Array(request.audio.byteLength);
    bytes.set(request.audio);
    form.append('file', new Blob([bytes], { type: request.mimeType }), request.filename);
    form.append('model', options.model);
    form.append('response_format', format);
    form.append('language', request.language ?? 'zh');
    if (request.prompt) form.append('prompt', request.prompt);
    return callUpstream(target, { url, signal: request.signal, body: { form } });
  };

  async function transcribe(request: TranscriptionRequest): Promise<Transcript> {
    if (request.audio.byteLength === 0) {
      throw new UpstreamError('protocol', 'The audio is empty', { capability: 'speech' });
    }
    guardText(options.moderation, request.prompt ?? '', 'speech', 'input');
    let response: UpstreamResponse;
    if (verbose) {
      try {
        response = await send(request, 'verbose_json');
      } catch (error) {
        const rejected =
          error instanceof UpstreamError &&
          error.type === 'http' &&
          (error.status === 400 || error.status === 422);
        if (!rejected) throw error;
        response = await send(request, 'json');
        verbose = false;
      }
    } else {
      response = await send(request, 'json');
    }
    const transcript = readTranscript(response);
    guardText(options.moderation, transcript.text, 'speech', 'output');
    return transcript;
  }

  return { name: 'openai-compatible', available: true, transcribe };
}

const protocol = (message: string): UpstreamError =>
  new UpstreamError('protocol', message, { capability: 'speech' });

/** A transcript from `verbose_json`, `json` or a text answer. */
function readTranscript(response: UpstreamResponse): Transcript {
  const body = new TextDecoder().decode(response.bytes);
  const looksJson = /json/i.test(response.contentType) || /^\s*\{/.test(body);
  if (!looksJson) {
    // whisper.cpp answers `text` as text/html, others as text/plain.
    const text = body.trim();
    return { text, segments: [], timestamps: false };
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw protocol('The answer is not valid JSON');
  }
  if (typeof value !== 'object' || value === null) throw protocol('The answer is not an object');
  const record = value as Record<string, unknown>;
  if (typeof record.text !== 'string') throw protocol('No text in the transcription answer');
  const extra = {
    ...(typeof record.language === 'string' ? { language: record.language } : {}),
    ...(typeof record.duration === 'number' && Number.isFinite(record.duration)
      ? { duration: record.duration }
      : {}),
  };
  if (!Array.isArray(record.segments)) {
    return { text: record.text.trim(), segments: [], timestamps: false, ...extra };
  }
  const segments: TranscriptSegment[] = record.segments.map((s: unknown, i) => {
    const seg = typeof s === 'object' && s !== null ? (s as Record<string, unknown>) : {};
    const { start, end, text } = seg;
    if (
      typeof start !== 'number' ||
      typeof end !== 'number' ||
      !Number.isFinite(start) ||
      !Number.isFinite(end) ||
      start < 0 ||
      end < start ||
      typeof text !== 'string'
    ) {
      throw protocol(`Segment ${i} has no valid start, end and text`);
    }
    return { start, end, text: text.trim() };
  });
  return { text: record.text.trim(), segments, timestamps: true, ...extra };
}
