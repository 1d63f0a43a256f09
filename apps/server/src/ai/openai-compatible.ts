import { createSseParser } from '@aita/core';
import type { Readable } from 'node:stream';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import {
  ProviderError,
  type ModelDelta,
  type ModelProvider,
  type ModelStreamRequest,
} from './provider';

/** Options of {@link createOpenAiCompatibleProvider}. */
export interface OpenAiCompatibleOptions {
  /** Up to the version segment, e.g. `https://api.deepseek.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when non-empty (Ollama and vLLM may need none). */
  apiKey?: string;
  /** The model answering normal questions. */
  model: string;
  /** The model used when deep think is on; falls back to `model`. */
  reasoningModel?: string;
  /**
   * The HTTP client's connection pool (undici; e.g. a `ProxyAgent`); default one shared keep-alive
   * pool. `undici.request` rather than `fetch`: a streamed answer is read with a third of the CPU
   * (no WHATWG streams per chunk; docs/performance.md "Answer start and end").
   */
  dispatcher?: Dispatcher;
  /**
   * Longest wait for the response headers and between two chunks of the body, in ms (default
   * 60000, the spec's HTTP timeout §9). A stalled upstream fails with `timeout`.
   */
  timeoutMs?: number;
  /** Extra fields merged into every request body (e.g. `temperature`, `max_tokens`). */
  extraBody?: Record<string, unknown>;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** The shared pool; each request sets its own headers and body timeouts (`timeoutMs`). */
let sharedAgent: Agent | undefined;
const agent = (): Agent =>
  (sharedAgent ??= new Agent({ headersTimeout: 0, bodyTimeout: 0, keepAliveTimeout: 10_000 }));

/**
 * A {@link ModelProvider} for any OpenAI-compatible chat-completions endpoint (DeepSeek, Qwen's
 * compatible mode, Ollama, vLLM): `POST {baseUrl}/chat/completions` with `stream: true`, the
 * event stream parsed with core's SSE parser. Reads `choices[0].delta.content` as the answer and
 * `reasoning_content` (DeepSeek, Qwen) or `reasoning` (Ollama, vLLM) as the deep-think reasoning
 * (spec §1 "deep-think mode"). The caller's signal and the idle timeout abort the upstream fetch
 * at once, which closes its socket.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): ModelProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const apiKey = options.apiKey ?? '';
  const redact = (text: string): string =>
    apiKey.length >= 4 ? text.split(apiKey).join('***') : text;

  async function* stream(request: ModelStreamRequest): AsyncGenerator<ModelDelta> {
    const { signal } = request;
    if (signal.aborted) throw new ProviderError('aborted', 'The caller aborted the model request');
    // The caller's signal goes to undici as it is, and the idle timeout is undici's own (the
    // wait for the headers, then between two chunks of the body, paused while the body waits
    // for us: a client reading slowly is not the model's silence): no controller, listener or
    // timer of ours per answer (docs/performance.md "Answer start, session 16").
    const fail = (error: unknown): ProviderError => {
      if (error instanceof ProviderError) return error;
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        return new ProviderError('timeout', `No data from the model endpoint for ${timeoutMs} ms`);
      }
      if (signal.aborted) {
        return new ProviderError('aborted', 'The caller aborted the model request');
      }
      return new ProviderError(
        'network',
        redact(`Model endpoint connection failed: ${describe(error)}`),
      );
    };

    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    };
    if (apiKey !== '') headers.Authorization = `Bearer ${apiKey}`;
    const model =
      request.deepThink && options.reasoningModel ? options.reasoningModel : options.model;
    const payload = JSON.stringify({
      ...options.extraBody,
      model,
      messages: request.messages,
      ...(request.responseFormat ? { response_format: { type: request.responseFormat } } : {}),
      stream: true,
    });

    let draining = false;
    let body: Dispatcher.ResponseData['body'] | undefined;
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await undiciRequest(url, {
          method: 'POST',
          headers,
          body: payload,
          signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          dispatcher: options.dispatcher ?? agent(),
        });
      } catch (error) {
        throw fail(error);
      }
      body = response.body;
      if (response.statusCode < 200 || response.statusCode > 299) {
        const snippet = await readSnippet(response.body).catch(() => '');
        throw new ProviderError(
          'http',
          redact(
            `Model endpoint answered HTTP ${response.statusCode}${snippet ? `: ${snippet}` : ''}`,
          ),
          { status: response.statusCode },
        );
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (contentType.includes('application/json')) {
        // An endpoint that ignores `stream: true` answers one JSON body.
        let json: unknown;
        try {
          json = await response.body.json();
        } catch (error) {
          throw error instanceof SyntaxError
            ? new ProviderError('protocol', 'Invalid JSON from the model endpoint')
            : fail(error);
        }
        const delta = fromWholeCompletion(json);
        if (!delta) throw new ProviderError('protocol', 'No choices in the model answer');
        yield delta;
        return;
      }

      const chunks = response.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const decoder = new TextDecoder();
      const queue: ModelDelta[] = [];
      let done = false;
      let finishSeen = false;
      let protocolError: ProviderError | undefined;
      const parser = createSseParser({
        onEvent(event) {
          if (done || protocolError) return;
          const data = event.data.trim();
          if (data === '[DONE]') {
            done = true;
            return;
          }
          if (data === '') return;
          let value: unknown;
          try {
            value = JSON.parse(data);
          } catch (_error) {
            protocolError = new ProviderError('protocol', 'Invalid JSON in the model stream');
            return;
          }
          const chunk = readChunk(value);
          if (chunk.error !== undefined) {
            protocolError = new ProviderError(
              'protocol',
              redact(`The model stream reported an error: ${chunk.error}`),
            );
            return;
          }
          if (chunk.delta.finishReason) finishSeen = true;
          if (chunk.delta.answer || chunk.delta.reasoning || chunk.delta.finishReason) {
            queue.push(chunk.delta);
          }
        },
      });

      while (!done) {
        let result: IteratorResult<Buffer>;
        try {
          result = await chunks.next();
        } catch (error) {
          throw fail(error);
        }
        if (result.done) {
          parser.feed(decoder.decode());
          // A blank line ends a last event that the server did not terminate.
          parser.feed('\n\n');
        } else {
          parser.feed(decoder.decode(result.value, { stream: true }));
        }
        if (protocolError) throw protocolError;
        while (queue.length > 0) {
          const delta = queue.shift();
          if (delta) yield delta;
        }
        if (result.done && !done) {
          if (finishSeen) break;
          throw new ProviderError('protocol', 'The model stream ended before [DONE]');
        }
      }
      // The rest of the body after [DONE] (usually just its end) is read in the background, so
      // the connection goes back to the pool: a body destroyed before its end closes the socket,
      // and the next answer would pay for a new connection (and an abort error's stack trace).
      draining = true;
      void drain(chunks, response.body);
    } finally {
      // A consumer that stops early (moderation hit, client gone) must not leave the upstream
      // open: destroying the body before its end closes its socket.
      if (body && !body.destroyed && !draining) body.destroy();
    }
  }

  return { name: 'openai-compatible', stream };
}

/** Most bytes read after `[DONE]` to keep a connection; beyond them the socket is closed. */
const DRAIN_LIMIT_BYTES = 64 * 1024;
/** Longest wait for the end of a body after `[DONE]`; then the socket is closed. */
const DRAIN_WAIT_MS = 1000;

/**
 * Reads a finished answer's body to its end, so its connection can serve the next answer; a body
 * that goes on too long, or does not end soon, is destroyed (closing its socket). Never rejects.
 */
async function drain(chunks: AsyncIterator<Buffer>, body: Readable): Promise<void> {
  const timer = setTimeout(() => body.destroy(), DRAIN_WAIT_MS);
  // A drain is background work: it never holds a stopping process up.
  timer.unref();
  try {
    for (let bytes = 0; ;) {
      const next = await chunks.next();
      if (next.done) return;
      bytes += next.value.length;
      if (bytes > DRAIN_LIMIT_BYTES) {
        body.destroy();
        return;
      }
    }
  } catch {
    // Destroyed or failed after [DONE]: the answer had already arrived whole.
  } finally {
    clearTimeout(timer);
  }
}

/** The reply fields of one `chat.completion.chunk`, or its `error` message. */
function readChunk(value: unknown): { delta: ModelDelta; error?: string } {
  const delta: ModelDelta = {};
  if (!isRecord(value)) return { delta };
  if (value.error !== undefined && value.error !== null) {
    const e = value.error;
    const message = isRecord(e) && typeof e.message === 'string' ? e.message : JSON.stringify(e);
    return { delta, error: clip(message) };
  }
  const choice = Array.isArray(value.choices) ? value.choices[0] : undefined;
  if (!isRecord(choice)) return { delta };
  const d = isRecord(choice.delta) ? choice.delta : {};
  if (typeof d.content === 'string' && d.content !== '') delta.answer = d.content;
  const reasoning =
    typeof d.reasoning_content === 'string'
      ? d.reasoning_content
      : typeof d.reasoning === 'string'
        ? d.reasoning
        : '';
  if (reasoning !== '') delta.reasoning = reasoning;
  if (typeof choice.finish_reason === 'string') delta.finishReason = choice.finish_reason;
  return { delta };
}

/** A non-streamed `chat.completion` as one delta. */
function fromWholeCompletion(value: unknown): ModelDelta | undefined {
  if (!isRecord(value) || !Array.isArray(value.choices)) return undefined;
  const choice: unknown = value.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return undefined;
  const m = choice.message;
  const delta: ModelDelta = {};
  if (typeof m.content === 'string' && m.content !== '') delta.answer = m.content;
  const reasoning =
    typeof m.reasoning_content === 'string'
      ? m.reasoning_content
      : typeof m.reasoning === 'string'
        ? m.reasoning
        : '';
  if (reasoning !== '') delta.reasoning = reasoning;
  if (typeof choice.finish_reason === 'string') delta.finishReason = choice.finish_reason;
  return delta;
}

/** The start of an error body (at most 8 KB read), on one line. */
async function readSnippet(body: Dispatcher.ResponseData['body']): Promise<string> {
  let text = '';
  for await (const chunk of body as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 8192) break;
  }
  body.destroy();
  return clip(text.replace(/\s+/g, ' ').trim());
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const clip = (s: string): string => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    // fetch puts the system error in `cause`; undici.request's own errors carry a `code`.
    const own = (error as { code?: unknown }).code;
    const found = isRecord(cause) && typeof cause.code === 'string' ? cause.code : own;
    const code = typeof found === 'string' && !error.message.includes(found) ? ` (${found})` : '';
    return `${error.message}${code}`;
  }
  return String(error);
}
