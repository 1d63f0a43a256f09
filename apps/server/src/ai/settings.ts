/**
 * The provider family's configuration rules (docs/architecture/ai.md "Configuration"), applied by
 * env.ts to the variables it has already validated one by one. Kept here, beside the providers,
 * so env.ts stays a list of variables; nothing here reads `process.env`.
 */

import { SPEECH_UPLOAD_MAX_BYTES } from '@aita/core';

/** One configured OpenAI-compatible endpoint of a capability. */
export interface AiEndpointSettings {
  baseUrl: string;
  /** Empty when the endpoint needs none (Ollama, vLLM, a local whisper server). Secret. */
  apiKey: string;
  model: string;
  /** Whole-request timeout, ms. */
  timeoutMs: number;
}

/** EMBEDDING_*: the endpoint plus the vector rules. */
export interface EmbeddingSettings extends AiEndpointSettings {
  /** EMBEDDING_DIMENSIONS: the length every vector must have; undefined: whatever comes first. */
  dimensions: number | undefined;
  /** EMBEDDING_BATCH_SIZE (default 10). */
  batchSize: number;
}

/** ASR_*: the endpoint plus the largest piece of a recording one request may carry. */
export interface SpeechSettings extends AiEndpointSettings {
  /**
   * ASR_MAX_UPLOAD_MB (default 24: OpenAI's limit is 25 MB): longer MP3/WAV recordings are cut
   * into pieces of at most this; M4A/WebM over it are refused (docs/transcription.md).
   */
  maxUploadBytes: number;
}

/** The optional capabilities; `undefined` means not configured (the honest fallback answers). */
export interface AiProviderSettings {
  vision: AiEndpointSettings | undefined;
  embeddings: EmbeddingSettings | undefined;
  speech: SpeechSettings | undefined;
  image: AiEndpointSettings | undefined;
}

/** The already-validated variables these rules read. */
export interface AiProviderEnv {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_VISION_BASE_URL?: string;
  AI_VISION_API_KEY?: string;
  AI_VISION_MODEL?: string;
  AI_VISION_TIMEOUT_MS?: number;
  EMBEDDING_BASE_URL?: string;
  EMBEDDING_API_KEY?: string;
  EMBEDDING_MODEL?: string;
  EMBEDDING_DIMENSIONS?: number;
  EMBEDDING_BATCH_SIZE?: number;
  EMBEDDING_TIMEOUT_MS?: number;
  ASR_BASE_URL?: string;
  ASR_API_KEY?: string;
  ASR_MODEL?: string;
  ASR_TIMEOUT_MS?: number;
  ASR_MAX_UPLOAD_MB?: number;
  IMAGE_BASE_URL?: string;
  IMAGE_API_KEY?: string;
  IMAGE_MODEL?: string;
  IMAGE_TIMEOUT_MS?: number;
}

/** Default whole-request timeouts per capability, ms. */
export const AI_TIMEOUT_DEFAULTS = {
  vision: 120_000,
  embeddings: 60_000,
  speech: 300_000,
  image: 180_000,
} as const;

/** Texts per embeddings request unless EMBEDDING_BATCH_SIZE (DashScope v3/v4 accept 10). */
export const DEFAULT_EMBEDDING_BATCH_SIZE = 10;

interface Family {
  prefix: 'AI_VISION' | 'EMBEDDING' | 'ASR' | 'IMAGE';
  base: string | undefined;
  key: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  /** Names of the family's other variables that are set (they need the model). */
  others: string[];
}

/**
 * Resolves each capability (see the module comment): on when its model is set; its base URL
 * defaults to AI_BASE_URL, and its key to AI_API_KEY only when the base URL is that default too
 * (a separate endpoint never receives the chat key). Returns operator problems, in English, one
 * per variable: a model without any base URL, or a family's variables set without its model.
 */
export function resolveAiProviderSettings(e: AiProviderEnv): {
  settings: AiProviderSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const resolve = (f: Family): AiEndpointSettings | undefined => {
    const modelName = `${f.prefix}_MODEL`;
    if (!f.model) {
      for (const name of f.others) {
        problems.push(`${name}: only used with ${modelName}; set ${modelName} too, or unset it`);
      }
      return undefined;
    }
    const baseUrl = f.base ?? e.AI_BASE_URL;
    if (!baseUrl) {
      problems.push(
        `${modelName}=${JSON.stringify(f.model)}: needs ${f.prefix}_BASE_URL (or AI_BASE_URL)`,
      );
      return undefined;
    }
    const apiKey = f.key ?? (f.base ? '' : (e.AI_API_KEY ?? ''));
    return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model: f.model, timeoutMs: f.timeoutMs };
  };
  const set = (names: Array<[string, unknown]>): string[] =>
    names.filter(([, v]) => v !== undefined).map(([n]) => n);

  const vision = resolve({
    prefix: 'AI_VISION',
    base: e.AI_VISION_BASE_URL,
    key: e.AI_VISION_API_KEY,
    model: e.AI_VISION_MODEL,
    timeoutMs: e.AI_VISION_TIMEOUT_MS ?? AI_TIMEOUT_DEFAULTS.vision,
    others: set([
      ['AI_VISION_BASE_URL', e.AI_VISION_BASE_URL],
      ['AI_VISION_API_KEY', e.AI_VISION_API_KEY],
      ['AI_VISION_TIMEOUT_MS', e.AI_VISION_TIMEOUT_MS],
    ]),
  });
  const embeddingEndpoint = resolve({
    prefix: 'EMBEDDING',
    base: e.EMBEDDING_BASE_URL,
    key: e.EMBEDDING_API_KEY,
    model: e.EMBEDDING_MODEL,
    timeoutMs: e.EMBEDDING_TIMEOUT_MS ?? AI_TIMEOUT_DEFAULTS.embeddings,
    others: set([
      ['EMBEDDING_BASE_URL', e.EMBEDDING_BASE_URL],
      ['EMBEDDING_API_KEY', e.EMBEDDING_API_KEY],
      ['EMBEDDING_DIMENSIONS', e.EMBEDDING_DIMENSIONS],
      ['EMBEDDING_BATCH_SIZE', e.EMBEDDING_BATCH_SIZE],
      ['EMBEDDING_TIMEOUT_MS', e.EMBEDDING_TIMEOUT_MS],
    ]),
  });
  const speechEndpoint = resolve({
    prefix: 'ASR',
    base: e.ASR_BASE_URL,
    key: e.ASR_API_KEY,
    model: e.ASR_MODEL,
    timeoutMs: e.ASR_TIMEOUT_MS ?? AI_TIMEOUT_DEFAULTS.speech,
    others: set([
      ['ASR_BASE_URL', e.ASR_BASE_URL],
      ['ASR_API_KEY', e.ASR_API_KEY],
      ['ASR_TIMEOUT_MS', e.ASR_TIMEOUT_MS],
      ['ASR_MAX_UPLOAD_MB', e.ASR_MAX_UPLOAD_MB],
    ]),
  });
  const speech = speechEndpoint && {
    ...speechEndpoint,
    maxUploadBytes:
      e.ASR_MAX_UPLOAD_MB === undefined
        ? SPEECH_UPLOAD_MAX_BYTES
        : e.ASR_MAX_UPLOAD_MB * 1000 * 1000,
  };
  const image = resolve({
    prefix: 'IMAGE',
    base: e.IMAGE_BASE_URL,
    key: e.IMAGE_API_KEY,
    model: e.IMAGE_MODEL,
    timeoutMs: e.IMAGE_TIMEOUT_MS ?? AI_TIMEOUT_DEFAULTS.image,
    others: set([
      ['IMAGE_BASE_URL', e.IMAGE_BASE_URL],
      ['IMAGE_API_KEY', e.IMAGE_API_KEY],
      ['IMAGE_TIMEOUT_MS', e.IMAGE_TIMEOUT_MS],
    ]),
  });
  return {
    problems,
    settings: {
      vision,
      embeddings: embeddingEndpoint && {
        ...embeddingEndpoint,
        dimensions: e.EMBEDDING_DIMENSIONS,
        batchSize: e.EMBEDDING_BATCH_SIZE ?? DEFAULT_EMBEDDING_BATCH_SIZE,
      },
      speech,
      image,
    },
  };
}
