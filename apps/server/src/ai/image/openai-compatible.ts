import { callUpstream, parseJsonBody, type UpstreamTarget } from '../http';
import { guardText, type TextModeration } from '../moderation-guard';
import { UpstreamError } from '../upstream-error';
import type {
  GeneratedImage,
  ImageEditRequest,
  ImageGenerationRequest,
  ImageInput,
  ImageProvider,
} from './provider';

/** Options of {@link createOpenAiCompatibleImageProvider}. */
export interface OpenAiCompatibleImageOptions {
  /** IMAGE_BASE_URL, else AI_BASE_URL (up to the version segment). */
  baseUrl: string;
  apiKey?: string;
  /** IMAGE_MODEL, e.g. `gpt-image-1`, `dall-e-3`, `Kwai-Kolors/Kolors` (SiliconFlow). */
  model: string;
  /** Whole-request timeout in ms (default 180000), also for downloading a returned URL. */
  timeoutMs?: number;
  /** Largest single image accepted, in bytes (default 20 MiB); the JSON answer may be 4× that. */
  maxImageBytes?: number;
  /** Checks the prompt before the call and a rewritten prompt after it. */
  moderation?: TextModeration;
  fetch?: typeof fetch;
}

/**
 * An {@link ImageProvider} over `POST {baseUrl}/images/generations` (JSON `{ model, prompt, n,
 * size }`) and `POST {baseUrl}/images/edits` (multipart `image`, optional `mask`, `prompt`,
 * `model`, `n`, `size`). `response_format` is not sent: gpt-image-1 always answers `b64_json` and
 * rejects the field, DALL·E and most compatible servers answer `url` by default. Both answers are
 * turned into bytes: `b64_json` decoded, a `url` downloaded (http(s) only, without our key, at
 * most `maxImageBytes`). Bytes that are not PNG, JPEG, WebP or GIF are a `protocol` error; an
 * upstream content-policy rejection is `refused`.
 */
export function createOpenAiCompatibleImageProvider(
  options: OpenAiCompatibleImageOptions,
): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const maxImageBytes = options.maxImageBytes ?? 20 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const target: UpstreamTarget = {
    capability: 'image',
    apiKey: options.apiKey ?? '',
    fetch: options.fetch,
    timeoutMs,
    // base64 is 4/3 of the bytes; room for n images and the JSON around them.
    maxBytes: Math.ceil(maxImageBytes * 1.4) * 4 + 64 * 1024,
  };
  // Downloads go to wherever the upstream stored the picture: never send it our key.
  const download: UpstreamTarget = { ...target, apiKey: '', maxBytes: maxImageBytes };

  async function generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    guardText(options.moderation, request.prompt, 'image', 'input');
    const response = await callUpstream(target, {
      url: `${base}/images/generations`,
      signal: request.signal,
      body: {
        json: {
          model: options.model,
          prompt: request.prompt,
          n: request.n ?? 1,
          ...(request.size ? { size: request.size } : {}),
        },
      },
    });
    return readImages(parseJsonBody(response, 'image'), request.signal);
  }

  async function edit(request: ImageEditRequest): Promise<GeneratedImage[]> {
    guardText(options.moderation, request.prompt, 'image', 'input');
    const form = new FormData();
    form.append('image', blobOf(request.image), request.image.filename);
    if (request.mask) form.append('mask', blobOf(request.mask), request.mask.filename);
    form.append('prompt', request.prompt);
    form.append('model', options.model);
    form.append('n', String(request.n ?? 1));
    if (request.size) form.append('size', request.size);
    const response = await callUpstream(target, {
      url: `${base}/images/edits`,
      signal: request.signal,
      body: { form },
    });
    return readImages(parseJsonBody(response, 'image'), request.signal);
  }

  async function readImages(value: unknown, signal?: AbortSignal): Promise<GeneratedImage[]> {
    const data =
      typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
    if (!Array.isArray(data) || data.length === 0) throw protocol('No images in the answer');
    const out: GeneratedImage[] = [];
    for (const [i, item] of data.entries()) {
      const record =
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      let bytes: Uint8Array;
      if (typeof record.b64_json === 'string') {
        bytes = decodeBase64(record.b64_json, i);
        if (bytes.byteLength > maxImageBytes) {
          throw protocol(`Image ${i} is larger than ${maxImageBytes} bytes`);
        }
      } else if (typeof record.url === 'string' && /^https?:\/\//i.test(record.url)) {
        bytes = (
          await callUpstream(download, {
            url: record.url,
            method: 'GET',
            signal,
            accept: 'image/*',
          })
        ).bytes;
      } else {
        throw protocol(`Image ${i} has neither b64_json nor an http(s) url`);
      }
      const mimeType = sniffImage(bytes);
      if (!mimeType) throw protocol(`Image ${i} is not a PNG, JPEG, WebP or GIF`);
      const revised = typeof record.revised_prompt === 'string' ? record.revised_prompt : undefined;
      if (revised) guardText(options.moderation, revised, 'image', 'output');
      out.push({ bytes, mimeType, ...(revised ? { revisedPrompt: revised } : {}) });
    }
    return out;
  }

  return { name: 'openai-compatible', available: true, generate, edit };
}

const protocol = (message: string): UpstreamError =>
  new UpstreamError('protocol', message, { capability: 'image' });

function blobOf(input: ImageInput): Blob {
  const bytes = new Uint8Array(input.bytes.byteLength);
  bytes.set(input.bytes);
  return new Blob([bytes], { type: input.mimeType });
}

function decodeBase64(text: string, i: number): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) {
    throw protocol(`Image ${i} has invalid base64`);
  }
  return new Uint8Array(Buffer.from(clean, 'base64'));
}

/** The image type from the first bytes (the upstream's Content-Type is not trusted). */
export function sniffImage(bytes: Uint8Array): string | undefined {
  const starts = (...sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'image/webp';
  }
  return undefined;
}
