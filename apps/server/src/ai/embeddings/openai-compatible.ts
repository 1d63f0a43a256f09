import { callUpstream, parseJsonBody, withRetry, type UpstreamTarget } from '../http';
import { UpstreamError } from '../upstream-error';
import type { EmbedOptions, EmbeddingProvider } from './provider';

/** Options of {@link createOpenAiCompatibleEmbeddingProvider}. */
export interface OpenAiCompatibleEmbeddingOptions {
  /** Up to the version segment, e.g. `https://dashscope.aliyuncs.com/compatible-mode/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** EMBEDDING_DIMENSIONS: every vector must have this length (checked, not requested). */
  dimensions?: number;
  /**
   * Texts per request (default 10: DashScope's text-embedding-v3/v4 accept at most 10, OpenAI
   * 2048, Zhipu embedding-3 64).
   */
  batchSize?: number;
  /** Whole-request timeout per batch in ms (default 60000). */
  timeoutMs?: number;
  /** Retries of a batch answered 429 or 5xx (default 3), waits from `retryBaseMs` doubling. */
  retries?: number;
  /** First retry wait in ms (default 1000); a `Retry-After` up to 30 s wins. */
  retryBaseMs?: number;
  /** Largest answer accepted per batch in bytes (default 32 MiB). */
  maxBytes?: number;
  fetch?: typeof fetch;
}

const DEFAULTS = { batchSize: 10, timeoutMs: 60_000, retries: 3, retryBaseMs: 1000 };
const MAX_RETRY_WAIT_MS = 30_000;

/**
 * An {@link EmbeddingProvider} over `POST {baseUrl}/embeddings` (OpenAI, DashScope compatible
 * mode, Zhipu, Ollama, vLLM, TEI): `{ model, input: [...], encoding_format: 'float' }` in batches of
 * `batchSize`, sent one after another so a rate-limited account is not flooded. The answer's
 * `data[i].index` puts vectors back in input order (servers may reorder); a missing or repeated
 * index, a non-numeric value, or a vector whose length differs from the others or from
 * `dimensions` is a `protocol` error. 429 and 5xx are retried with exponential backoff, bounded by
 * `retries`.
 */
export function createOpenAiCompatibleEmbeddingProvider(
  options: OpenAiCompatibleEmbeddingOptions,
): EmbeddingProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULTS.batchSize);
  const target: UpstreamTarget = {
    capability: 'embeddings',
    apiKey: options.apiKey ?? '',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
  };
  let dimensions = options.dimensions;

  async function embedBatch(batch: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const response = await withRetry(
      () =>
        callUpstream(target, {
          url,
          signal,
          body: { json: { model: options.model, input: batch, encoding_format: 'float' } },
        }),
      {
        retries: options.retries ?? DEFAULTS.retries,
        baseDelayMs: options.retryBaseMs ?? DEFAULTS.retryBaseMs,
        maxDelayMs: MAX_RETRY_WAIT_MS,
        signal,
      },
    );
    return readVectors(parseJsonBody(response, 'embeddings'), batch.length);
  }

  async function embed(texts: readonly string[], opts: EmbedOptions = {}): Promise<number[][]> {
    const out: number[][] = [];
    for (let at = 0; at < texts.length; at += batchSize) {
      const vectors = await embedBatch(texts.slice(at, at + batchSize), opts.signal);
      for (const v of vectors) {
        dimensions ??= v.length;
        if (v.length !== dimensions) {
          throw protocol(`A vector has ${v.length} dimensions, expected ${dimensions}`);
        }
        out.push(v);
      }
    }
    return out;
  }

  return {
    name: 'openai-compatible',
    available: true,
    get dimensions() {
      return dimensions;
    },
    embed,
  };
}

const protocol = (message: string): UpstreamError =>
  new UpstreamError('protocol', message, { capability: 'embeddings' });

/** The vectors of one `/embeddings` answer in input order, checked. */
function readVectors(value: unknown, count: number): number[][] {
  const data =
    typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw protocol('No data array in the embeddings answer');
  if (data.length !== count) {
    throw protocol(`The answer has ${data.length} vectors for ${count} texts`);
  }
  const out: Array<number[] | undefined> = new Array<number[] | undefined>(count);
  data.forEach((item: unknown, position) => {
    const record =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const index = record.index === undefined ? position : record.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count) {
      throw protocol(`Invalid index ${JSON.stringify(index)} in the embeddings answer`);
    }
    if (out[index] !== undefined) throw protocol(`Index ${index} appears twice`);
    const vector = record.embedding;
    if (
      !Array.isArray(vector) ||
      vector.length === 0 ||
      !vector.every((x) => typeof x === 'number' && Number.isFinite(x))
    ) {
      throw protocol(`Vector ${index} is not a list of numbers`);
    }
    out[index] = vector as number[];
  });
  const first = out[0]?.length;
  return out.map((v, i) => {
    if (!v) throw protocol(`Vector ${i} is missing`);
    if (v.length !== first) {
      throw protocol(`Vector ${i} has ${v.length} dimensions, vector 0 has ${String(first)}`);
    }
    return v;
  });
}
