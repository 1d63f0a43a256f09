import { callUpstream, parseJsonBody, type UpstreamTarget } from '../http';
import { guardText, type TextModeration } from '../moderation-guard';
import { UpstreamError } from '../upstream-error';
import type { VisionImage, VisionProvider, VisionRequest, VisionResult } from './provider';

/** Options of {@link createOpenAiCompatibleVisionProvider}. */
export interface OpenAiCompatibleVisionOptions {
  /** AI_VISION_BASE_URL, else AI_BASE_URL (up to the version segment). */
  baseUrl: string;
  apiKey?: string;
  /** AI_VISION_MODEL, e.g. `qwen-vl-max`, `glm-4v-plus`, `gpt-4o`, `qwen2.5vl:7b` (Ollama). */
  model: string;
  /** Whole-request timeout in ms (default 120000: a page of handwriting takes a while). */
  timeoutMs?: number;
  /** Largest answer accepted in bytes (default 4 MiB). */
  maxBytes?: number;
  /** Checks the prompt before the call and the answer after it. */
  moderation?: TextModeration;
  fetch?: typeof fetch;
}

/**
 * A {@link VisionProvider} over `POST {baseUrl}/chat/completions` (not streamed) with the
 * OpenAI content-part format that Qwen-VL (DashScope compatible mode), GLM-4V, GPT-4o, Ollama and
 * vLLM accept: a `text` part with the prompt, then one `image_url` part per image, bytes sent as
 * a base64 `data:` URL. `json` adds `response_format: {type: 'json_object'}`. The answer is
 * `choices[0].message.content`; a `content_filter` finish is `refused`, an empty answer `protocol`.
 */
export function createOpenAiCompatibleVisionProvider(
  options: OpenAiCompatibleVisionOptions,
): VisionProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const target: UpstreamTarget = {
    capability: 'vision',
    apiKey: options.apiKey ?? '',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 120_000,
    maxBytes: options.maxBytes ?? 4 * 1024 * 1024,
  };

  async function analyze(request: VisionRequest): Promise<VisionResult> {
    if (request.images.length === 0) {
      throw new UpstreamError('protocol', 'A vision request needs at least one image', {
        capability: 'vision',
      });
    }
    guardText(options.moderation, `${request.system ?? ''}\n${request.prompt}`, 'vision', 'input');
    const content = [
      { type: 'text', text: request.prompt },
      ...request.images.map((image) => ({
        type: 'image_url',
        image_url: { url: imageUrl(image), ...(request.detail ? { detail: request.detail } : {}) },
      })),
    ];
    const messages = [
      ...(request.system ? [{ role: 'system', content: request.system }] : []),
      { role: 'user', content },
    ];
    const response = await callUpstream(target, {
      url,
      signal: request.signal,
      body: {
        json: {
          model: options.model,
          messages,
          stream: false,
          ...(request.json ? { response_format: { type: 'json_object' } } : {}),
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        },
      },
    });
    const result = readCompletion(parseJsonBody(response, 'vision'));
    guardText(options.moderation, result.text, 'vision', 'output');
    return result;
  }

  return { name: 'openai-compatible', available: true, analyze };
}

/** The URL of an image part: as given, or the bytes as a base64 data: URL. */
export function imageUrl(image: VisionImage): string {
  if ('url' in image) return image.url;
  return `data:${image.mimeType};base64,${Buffer.from(image.bytes).toString('base64')}`;
}

/** The text of a non-streamed `chat.completion`. */
function readCompletion(value: unknown): VisionResult {
  const fail = (message: string): UpstreamError =>
    new UpstreamError('protocol', message, { capability: 'vision' });
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const choices = record.choices;
  const choice: unknown = Array.isArray(choices) ? choices[0] : undefined;
  if (typeof choice !== 'object' || choice === null) throw fail('No choices in the answer');
  const { message, finish_reason: finish } = choice as {
    message?: unknown;
    finish_reason?: unknown;
  };
  if (finish === 'content_filter') {
    throw new UpstreamError('refused', 'The upstream filtered the answer (content_filter)', {
      capability: 'vision',
      stage: 'output',
    });
  }
  const raw =
    typeof message === 'object' && message !== null
      ? (message as { content?: unknown }).content
      : undefined;
  // Some servers answer content as parts: [{type:'text', text:'…'}].
  const text =
    typeof raw === 'string'
      ? raw
      : Array.isArray(raw)
        ? raw
            .map((p: unknown) =>
              typeof p === 'object' &&
              p !== null &&
              typeof (p as { text?: unknown }).text === 'string'
                ? (p as { text: string }).text
                : '',
            )
            .join('')
        : '';
  if (text.trim() === '') throw fail('The model gave no answer');
  return { text, ...(typeof finish === 'string' ? { finishReason: finish } : {}) };
}
