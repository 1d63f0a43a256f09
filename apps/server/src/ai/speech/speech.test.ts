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
  createOpenAiCompatibleSpeechProvider,
  type OpenAiCompatibleSpeechOptions,
} from './openai-compatible';
import { createUnavailableSpeechProvider } from './unavailable';

const KEY = 'sk-asr-secret-0123456789';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler, options: Partial<OpenAiCompatibleSpeechOptions> = {}) {
  const srv = await startServer(handler);
  server = srv;
  const provider = createOpenAiCompatibleSpeechProvider({
    baseUrl: `${srv.url}/v1`,
    apiKey: KEY,
    model: 'whisper-1',
    ...options,
  });
  return { srv, provider };
}

// Bytes of every value, so a text round trip or a lost byte would show.
const AUDIO = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
const request = { audio: AUDIO, filename: 'lesson.mp3', mimeType: 'audio/mpeg' };

/** The verbose_json answer of OpenAI's whisper-1 and faster-whisper-server. */
const VERBOSE = {
  task: 'transcribe',
  language: 'chinese',
  duration: 6.5,
  text: '同学们好。今天我们学习勾股定理。',
  segments: [
    { id: 0, seek: 0, start: 0, end: 2.4, text: ' 同学们好。', avg_logprob: -0.2 },
    { id: 1, seek: 0, start: 2.4, end: 6.5, text: ' 今天我们学习勾股定理。', avg_logprob: -0.3 },
  ],
};

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe(createOpenAiCompatibleSpeechProvider, () => {
  it('posts a real multipart body and reads verbose_json segments', async () => {
    const { srv, provider } = await setup((_req, res) => sendJson(res, 200, VERBOSE));
    const transcript = await provider.transcribe({ ...request, prompt: '勾股定理' });
    expect(transcript).toEqual({
      text: '同学们好。今天我们学习勾股定理。',
      segments: [
        { start: 0, end: 2.4, text: '同学们好。' },
        { start: 2.4, end: 6.5, text: '今天我们学习勾股定理。' },
      ],
      timestamps: true,
      language: 'chinese',
      duration: 6.5,
    });
    const seen = srv.requests[0];
    expect(seen?.url).toBe('/v1/audio/transcriptions');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    const parts = parseMultipart(seen?.headers ?? {}, seen?.raw ?? Buffer.alloc(0));
    const file = parts.find((p) => p.name === 'file');
    expect(file?.filename).toBe('lesson.mp3');
    expect(file?.contentType).toBe('audio/mpeg');
    expect(new Uint8Array(file?.data ?? [])).toEqual(AUDIO);
    expect(multipartFields(parts)).toEqual({
      model: 'whisper-1',
      response_format: 'verbose_json',
      language: 'zh',
      prompt: '勾股定理',
    });
  });

  it('accepts a plain json or text answer without inventing timestamps', async () => {
    const answers: Handler[] = [
      (_q, res) => sendJson(res, 200, { text: ' 同学们好。' }),
      // whisper.cpp's server answers response_format=text as text/html.
      (_q, res) =>
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('同学们好。\n'),
    ];
    for (const handler of answers) {
      await server?.close();
      const { provider } = await setup(handler);
      expect(await provider.transcribe(request)).toEqual({
        text: '同学们好。',
        segments: [],
        timestamps: false,
      });
    }
  });

  it('asks again with json when the server rejects verbose_json, and keeps json after', async () => {
    const { srv, provider } = await setup((req, res) => {
      const seen = srv.requests.at(-1);
      const fields = multipartFields(parseMultipart(req.headers, seen?.raw ?? Buffer.alloc(0)));
      if (fields.response_format === 'verbose_json') {
        return sendJson(res, 400, {
          error: { message: "response_format 'verbose_json' is not compatible with this model" },
        });
      }
      return sendJson(res, 200, { text: '你好' });
    });
    expect((await provider.transcribe(request)).text).toBe('你好');
    expect((await provider.transcribe(request)).timestamps).toBe(false);
    const formats = srv.requests.map(
      (r) => multipartFields(parseMultipart(r.headers, r.raw)).response_format,
    );
    expect(formats).toEqual(['verbose_json', 'json', 'json']);
  });

  it('fails with protocol on bad segments, malformed JSON and a huge answer', async () => {
    const cases: Array<[Handler, Partial<OpenAiCompatibleSpeechOptions>]> = [
      [
        (_q, res) => sendJson(res, 200, { text: 'x', segments: [{ start: 3, end: 1, text: 'x' }] }),
        {},
      ],
      [(_q, res) => sendJson(res, 200, { segments: [] }), {}],
      [(_q, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"text":'), {}],
      [(_q, res) => sendHuge(res, 4 * 1024 * 1024), { maxBytes: 64 * 1024 }],
    ];
    for (const [handler, options] of cases) {
      await server?.close();
      const { provider } = await setup(handler, options);
      expect((await failure(provider.transcribe(request))).type).toBe('protocol');
    }
  });

  it('fails with http on 500 (no second try) and timeout on a stall', async () => {
    const { srv, provider } = await setup((_q, res) => sendJson(res, 500, { error: 'x' }));
    const error = await failure(provider.transcribe(request));
    expect(error.status).toBe(500);
    expect(error.teacherMessage).toBe('语音识别服务暂时不可用，请稍后重试。');
    expect(srv.requests).toHaveLength(1);
    await server?.close();
    const { provider: stalled } = await setup(() => never(), { timeoutMs: 150 });
    expect((await failure(stalled.transcribe(request))).type).toBe('timeout');
  });

  it('refuses empty audio and moderates the transcript', async () => {
    const moderation = createSensitiveWordFilter({ words: ['违禁词语'] });
    const { srv, provider } = await setup(
      (_q, res) => sendJson(res, 200, { text: '这里有违禁词语' }),
      {
        moderation,
      },
    );
    const empty = await failure(provider.transcribe({ ...request, audio: new Uint8Array() }));
    expect(empty.type).toBe('protocol');
    expect(srv.requests).toHaveLength(0);
    const hit = await failure(provider.transcribe(request));
    expect(hit.type).toBe('refused');
    expect(hit.stage).toBe('output');
  });

  it('never puts the key in the error', async () => {
    const { provider } = await setup((_q, res) => sendJson(res, 401, { error: `bad key ${KEY}` }));
    const error = await failure(provider.transcribe(request));
    expect(error.message).not.toContain(KEY);
    expect(error.teacherMessage).not.toContain(KEY);
  });
});

describe(createUnavailableSpeechProvider, () => {
  it('says in Chinese that transcription needs a service and a transcript still works', async () => {
    const error = await failure(createUnavailableSpeechProvider().transcribe(request));
    expect(error.type).toBe('unavailable');
    expect(error.capability).toBe('speech');
    expect(error.teacherMessage).toContain('未配置语音识别服务');
    expect(error.teacherMessage).toContain('您仍可以上传文字稿');
  });
});
