import { afterEach, describe, expect, it } from 'vitest';
import { createSensitiveWordFilter } from '../../moderation/sensitive-words';
import {
  never,
  sendHuge,
  sendJson,
  startServer,
  type Handler,
  type TestServer,
} from '../__fixtures__/http-server';
import { UpstreamError } from '../upstream-error';
import {
  createOpenAiCompatibleVisionProvider,
  type OpenAiCompatibleVisionOptions,
} from './openai-compatible';
import { createUnavailableVisionProvider } from './unavailable';

const KEY = 'sk-vision-secret-0123456789';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler, options: Partial<OpenAiCompatibleVisionOptions> = {}) {
  const srv = await startServer(handler);
  server = srv;
  const provider = createOpenAiCompatibleVisionProvider({
    baseUrl: `${srv.url}/v1`,
    apiKey: KEY,
    model: 'qwen-vl-max',
    ...options,
  });
  return { srv, provider };
}

const completion = (content: unknown, finishReason = 'stop'): unknown => ({
  id: 'chatcmpl-v',
  object: 'chat.completion',
  model: 'qwen-vl-max',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
});
const answer =
  (content: unknown, finishReason?: string): Handler =>
  (_req, res) =>
    sendJson(res, 200, completion(content, finishReason));

// A PNG signature and a few bytes that are not valid UTF-8, to prove the bytes travel intact.
const PHOTO = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80,
]);

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

interface SentBody {
  model: string;
  stream: boolean;
  response_format?: unknown;
  messages: Array<{
    role: string;
    content:
      string | Array<{ type: string; text?: string; image_url?: { url: string; detail?: string } }>;
  }>;
}

describe(createOpenAiCompatibleVisionProvider, () => {
  it('sends the prompt and images as chat content parts, bytes as a data: URL', async () => {
    const { srv, provider } = await setup(answer('春天来了，小草发芽了。'));
    const result = await provider.analyze({
      system: '你是阅卷老师',
      prompt: '识别照片中的手写作文',
      images: [
        { url: 'https://img.example.com/essay.jpg' },
        { bytes: PHOTO, mimeType: 'image/png' },
      ],
      detail: 'high',
    });
    expect(result).toEqual({ text: '春天来了，小草发芽了。', finishReason: 'stop' });
    const seen = srv.requests[0];
    expect(seen?.url).toBe('/v1/chat/completions');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(seen?.body ?? '') as SentBody;
    expect(body.model).toBe('qwen-vl-max');
    expect(body.stream).toBe(false);
    expect(body.response_format).toBeUndefined();
    expect(body.messages[0]).toEqual({ role: 'system', content: '你是阅卷老师' });
    const parts = body.messages[1]?.content;
    expect(Array.isArray(parts)).toBe(true);
    if (!Array.isArray(parts)) return;
    expect(parts[0]).toEqual({ type: 'text', text: '识别照片中的手写作文' });
    expect(parts[1]).toEqual({
      type: 'image_url',
      image_url: { url: 'https://img.example.com/essay.jpg', detail: 'high' },
    });
    const dataUrl = parts[2]?.image_url?.url ?? '';
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(new Uint8Array(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'))).toEqual(PHOTO);
  });

  it('asks for JSON mode when json is set and reads content given as parts', async () => {
    const { srv, provider } = await setup(
      answer([
        { type: 'text', text: '{"score":' },
        { type: 'text', text: '90}' },
      ]),
    );
    const result = await provider.analyze({
      prompt: '按 JSON 输出评分',
      images: [{ url: 'https://img.example.com/a.png' }],
      json: true,
      maxTokens: 500,
    });
    expect(result.text).toBe('{"score":90}');
    const body = JSON.parse(srv.requests[0]?.body ?? '') as SentBody & { max_tokens: number };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.max_tokens).toBe(500);
  });

  it('refuses a request without images before calling the upstream', async () => {
    const { srv, provider } = await setup(answer('x'));
    expect((await failure(provider.analyze({ prompt: 'x', images: [] }))).type).toBe('protocol');
    expect(srv.requests).toHaveLength(0);
  });

  it('moderates the prompt before the call and the answer after it', async () => {
    const moderation = createSensitiveWordFilter({ words: ['违禁词语'] });
    const { srv, provider } = await setup(answer('照片里写着违禁词语。'), { moderation });
    const image = [{ url: 'https://img.example.com/a.png' }];
    const input = await failure(provider.analyze({ prompt: '请识别违禁词语', images: image }));
    expect(input.type).toBe('refused');
    expect(input.stage).toBe('input');
    expect(srv.requests).toHaveLength(0);
    const output = await failure(provider.analyze({ prompt: '请识别', images: image }));
    expect(output.type).toBe('refused');
    expect(output.stage).toBe('output');
    expect(output.words).toEqual(['违禁词语']);
    expect(output.teacherMessage).toBe('内容未通过安全审核，请修改后重试。');
  });

  it('maps a content_filter finish to refused and an empty answer to protocol', async () => {
    const { provider } = await setup(answer('', 'content_filter'));
    const image = [{ url: 'https://img.example.com/a.png' }];
    expect((await failure(provider.analyze({ prompt: 'x', images: image }))).type).toBe('refused');
    await server?.close();
    const { provider: empty } = await setup(answer('  '));
    expect((await failure(empty.analyze({ prompt: 'x', images: image }))).type).toBe('protocol');
  });

  it('fails with http on 500, timeout on a stall, protocol on bad JSON and a huge answer', async () => {
    const image = [{ url: 'https://img.example.com/a.png' }];
    const cases: Array<[Handler, string, Partial<OpenAiCompatibleVisionOptions>]> = [
      [(_q, res) => sendJson(res, 500, { error: { message: 'internal' } }), 'http', {}],
      [() => never(), 'timeout', { timeoutMs: 150 }],
      [
        (_q, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices":'),
        'protocol',
        {},
      ],
      [(_q, res) => sendHuge(res, 4 * 1024 * 1024), 'protocol', { maxBytes: 64 * 1024 }],
    ];
    for (const [handler, type, options] of cases) {
      await server?.close();
      const { provider } = await setup(handler, options);
      const error = await failure(provider.analyze({ prompt: 'x', images: image }));
      expect(error.type).toBe(type);
      expect(error.capability).toBe('vision');
    }
  });

  it('never puts the key in the error, and the teacher sees only Chinese', async () => {
    const { provider } = await setup((_req, res) =>
      sendJson(res, 403, { error: { message: `key ${KEY} has no access to model qwen-vl-max` } }),
    );
    const error = await failure(
      provider.analyze({ prompt: 'x', images: [{ url: 'https://a/b.png' }] }),
    );
    expect(error.message).not.toContain(KEY);
    expect(error.message).toContain('***');
    expect(error.teacherMessage).toBe('图像识别模型鉴权失败，请联系管理员检查配置。');
  });
});

describe(createUnavailableVisionProvider, () => {
  it('says in Chinese that reading images needs a model and typing still works', async () => {
    const provider = createUnavailableVisionProvider();
    expect(provider.available).toBe(false);
    const error = await failure(
      provider.analyze({ prompt: 'x', images: [{ url: 'https://a/b.png' }] }),
    );
    expect(error.type).toBe('unavailable');
    expect(error.teacherMessage).toContain('未配置图像识别模型');
    expect(error.teacherMessage).toContain('您仍可以直接输入或粘贴文字');
  });
});
