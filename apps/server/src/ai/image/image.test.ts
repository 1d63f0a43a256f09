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
import { multipartFields, parseMultipart } from '../__fixtures__/multipart';
import { UpstreamError } from '../upstream-error';
import {
  createOpenAiCompatibleImageProvider,
  type OpenAiCompatibleImageOptions,
} from './openai-compatible';
import { createUnavailableImageProvider } from './unavailable';

const KEY = 'sk-image-secret-0123456789';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler, options: Partial<OpenAiCompatibleImageOptions> = {}) {
  const srv = await startServer(handler);
  server = srv;
  const provider = createOpenAiCompatibleImageProvider({
    baseUrl: `${srv.url}/v1`,
    apiKey: KEY,
    model: 'gpt-image-1',
    ...options,
  });
  return { srv, provider };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff, 0x00]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x80]);
const MASK = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe(createOpenAiCompatibleImageProvider, () => {
  it('generates from a b64_json answer and sends the generations request', async () => {
    const { srv, provider } = await setup((_q, res) =>
      sendJson(res, 200, { created: 1, data: [{ b64_json: PNG.toString('base64') }] }),
    );
    const images = await provider.generate({ prompt: '春天的校园，水彩风格', size: '1024x1024' });
    expect(images).toEqual([{ bytes: new Uint8Array(PNG), mimeType: 'image/png' }]);
    const seen = srv.requests[0];
    expect(seen?.url).toBe('/v1/images/generations');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      model: 'gpt-image-1',
      prompt: '春天的校园，水彩风格',
      n: 1,
      size: '1024x1024',
    });
  });

  it('downloads a url answer without sending the key, with the revised prompt', async () => {
    const { srv, provider } = await setup((req, res) => {
      if (req.url === '/files/a.jpg') {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        return res.end(JPEG);
      }
      return sendJson(res, 200, {
        data: [{ url: `${srv.url}/files/a.jpg`, revised_prompt: '一幅春天校园的水彩画' }],
      });
    });
    const images = await provider.generate({ prompt: '春天的校园' });
    expect(images).toEqual([
      {
        bytes: new Uint8Array(JPEG),
        mimeType: 'image/jpeg',
        revisedPrompt: '一幅春天校园的水彩画',
      },
    ]);
    expect(srv.requests[1]?.method).toBe('GET');
    expect(srv.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('cuts a url download over maxImageBytes and refuses bytes that are not an image', async () => {
    const { srv, provider } = await setup(
      (req, res) => {
        if (req.url === '/files/huge.png') return sendHuge(res, 8 * 1024 * 1024);
        if (req.url === '/files/page.html') {
          res.writeHead(200, { 'Content-Type': 'image/png' });
          return res.end('<html>not an image</html>');
        }
        const file = srv.requests.length === 1 ? 'huge.png' : 'page.html';
        return sendJson(res, 200, { data: [{ url: `${srv.url}/files/${file}` }] });
      },
      { maxImageBytes: 128 * 1024 },
    );
    const huge = await failure(provider.generate({ prompt: 'x' }));
    expect(huge.type).toBe('protocol');
    expect(huge.message).toContain('larger than');
    const html = await failure(provider.generate({ prompt: 'x' }));
    expect(html.type).toBe('protocol');
    expect(html.message).toContain('not a PNG');
  });

  it('posts the edit as multipart with the image, mask and fields', async () => {
    const { srv, provider } = await setup((_q, res) =>
      sendJson(res, 200, {
        data: [{ b64_json: PNG.toString('base64') }, { b64_json: JPEG.toString('base64') }],
      }),
    );
    const images = await provider.edit({
      prompt: '把天空改成晚霞',
      image: { bytes: new Uint8Array(JPEG), mimeType: 'image/jpeg', filename: 'photo.jpg' },
      mask: { bytes: new Uint8Array(MASK), mimeType: 'image/png', filename: 'mask.png' },
      n: 2,
      size: '512x512',
    });
    expect(images.map((i) => i.mimeType)).toEqual(['image/png', 'image/jpeg']);
    const seen = srv.requests[0];
    expect(seen?.url).toBe('/v1/images/edits');
    const parts = parseMultipart(seen?.headers ?? {}, seen?.raw ?? Buffer.alloc(0));
    const image = parts.find((p) => p.name === 'image');
    expect(image?.filename).toBe('photo.jpg');
    expect(image?.contentType).toBe('image/jpeg');
    expect(Buffer.compare(image?.data ?? Buffer.alloc(0), JPEG)).toBe(0);
    const mask = parts.find((p) => p.name === 'mask');
    expect(mask?.filename).toBe('mask.png');
    expect(Buffer.compare(mask?.data ?? Buffer.alloc(0), MASK)).toBe(0);
    expect(multipartFields(parts)).toEqual({
      prompt: '把天空改成晚霞',
      model: 'gpt-image-1',
      n: '2',
      size: '512x512',
    });
  });

  it('maps a content-policy rejection to refused and moderates the prompt first', async () => {
    const moderation = createSensitiveWordFilter({ words: ['违禁词语'] });
    const { srv, provider } = await setup(
      (_q, res) =>
        sendJson(res, 400, {
          error: { code: 'content_policy_violation', message: 'Your request was rejected' },
        }),
      { moderation },
    );
    const local = await failure(provider.generate({ prompt: '画一个违禁词语' }));
    expect(local.type).toBe('refused');
    expect(srv.requests).toHaveLength(0);
    const upstream = await failure(provider.generate({ prompt: '画一只猫' }));
    expect(upstream.type).toBe('refused');
    expect(upstream.teacherMessage).toBe('内容未通过安全审核，请修改后重试。');
  });

  it('fails with http, timeout and protocol as the upstream misbehaves', async () => {
    const cases: Array<[Handler, string, Partial<OpenAiCompatibleImageOptions>]> = [
      [(_q, res) => sendJson(res, 502, { error: 'bad gateway' }), 'http', {}],
      [() => never(), 'timeout', { timeoutMs: 150 }],
      [
        (_q, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":[{'),
        'protocol',
        {},
      ],
      [(_q, res) => sendJson(res, 200, { data: [{ b64_json: '%%%not base64' }] }), 'protocol', {}],
      [(_q, res) => sendJson(res, 200, { data: [] }), 'protocol', {}],
      [(_q, res) => sendHuge(res, 8 * 1024 * 1024), 'protocol', { maxImageBytes: 64 * 1024 }],
    ];
    for (const [handler, type, options] of cases) {
      await server?.close();
      const { provider } = await setup(handler, options);
      const error = await failure(provider.generate({ prompt: 'x' }));
      expect(error.type).toBe(type);
      expect(error.capability).toBe('image');
    }
  });

  it('never puts the key in the error', async () => {
    const { provider } = await setup((_q, res) => sendJson(res, 401, { error: { message: KEY } }));
    const error = await failure(provider.generate({ prompt: 'x' }));
    expect(error.message).not.toContain(KEY);
    expect(error.teacherMessage).toBe('图片生成模型鉴权失败，请联系管理员检查配置。');
  });
});

describe(createUnavailableImageProvider, () => {
  it('says in Chinese that drawing needs a model and uploading still works', async () => {
    const provider = createUnavailableImageProvider();
    for (const call of [
      provider.generate({ prompt: 'x' }),
      provider.edit({
        prompt: 'x',
        image: { bytes: PNG, mimeType: 'image/png', filename: 'a.png' },
      }),
    ]) {
      const error = await failure(call);
      expect(error.type).toBe('unavailable');
      expect(error.teacherMessage).toContain('未配置图片生成模型');
      expect(error.teacherMessage).toContain('您仍可以上传自己的图片');
    }
  });
});
