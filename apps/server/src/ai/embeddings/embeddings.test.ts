import { afterEach, describe, expect, it } from 'vitest';
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
  createOpenAiCompatibleEmbeddingProvider,
  type OpenAiCompatibleEmbeddingOptions,
} from './openai-compatible';
import { createUnavailableEmbeddingProvider } from './unavailable';

const KEY = 'sk-embed-secret-0123456789';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler, options: Partial<OpenAiCompatibleEmbeddingOptions> = {}) {
  const srv = await startServer(handler);
  server = srv;
  const provider = createOpenAiCompatibleEmbeddingProvider({
    baseUrl: `${srv.url}/v1/`,
    apiKey: KEY,
    model: 'text-embedding-v4',
    retryBaseMs: 5,
    ...options,
  });
  return { srv, provider };
}

/** A vector that says which text it belongs to: [length of text, first code point, 0.5]. */
const vectorOf = (text: string): number[] => [text.length, text.codePointAt(0) ?? 0, 0.5];

/** The real answer shape, `data` reversed (servers may reorder; `index` says where each goes). */
const embeddingsAnswer: Handler = (_req, res, body) => {
  const { input } = JSON.parse(body) as { input: string[] };
  const data = input.map((text, index) => ({
    object: 'embedding',
    index,
    embedding: vectorOf(text),
  }));
  sendJson(res, 200, { object: 'list', model: 'text-embedding-v4', data: data.reverse() });
};

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe(createOpenAiCompatibleEmbeddingProvider, () => {
  it('sends the /embeddings request and returns one vector per text', async () => {
    const { srv, provider } = await setup(embeddingsAnswer);
    const vectors = await provider.embed(['勾股定理', '作文'], {});
    expect(vectors).toEqual([vectorOf('勾股定理'), vectorOf('作文')]);
    expect(provider.dimensions).toBe(3);
    const seen = srv.requests[0];
    expect(seen?.url).toBe('/v1/embeddings');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      model: 'text-embedding-v4',
      input: ['勾股定理', '作文'],
      encoding_format: 'float',
    });
  });

  it('batches by batchSize and keeps the input order across batches', async () => {
    const { srv, provider } = await setup(embeddingsAnswer, { batchSize: 3 });
    const texts = ['一', '二二', '三三三', '四', '五五', '六六六', '七'];
    const vectors = await provider.embed(texts);
    expect(vectors).toEqual(texts.map(vectorOf));
    expect(srv.requests.map((r) => (JSON.parse(r.body) as { input: string[] }).input)).toEqual([
      ['一', '二二', '三三三'],
      ['四', '五五', '六六六'],
      ['七'],
    ]);
    expect(await provider.embed([])).toEqual([]);
    expect(srv.requests).toHaveLength(3);
  });

  it('fails with protocol when a vector differs in length within a batch', async () => {
    const { provider } = await setup((_req, res) =>
      sendJson(res, 200, {
        data: [
          { index: 0, embedding: [1, 2, 3] },
          { index: 1, embedding: [1, 2] },
        ],
      }),
    );
    const error = await failure(provider.embed(['a', 'b']));
    expect(error.type).toBe('protocol');
    expect(error.capability).toBe('embeddings');
  });

  it('fails with protocol when the vectors do not have EMBEDDING_DIMENSIONS', async () => {
    const { provider } = await setup(embeddingsAnswer, { dimensions: 1024 });
    const error = await failure(provider.embed(['a']));
    expect(error.type).toBe('protocol');
    expect(error.message).toContain('expected 1024');
  });

  it('fails with protocol when a later batch changes the dimension', async () => {
    let call = 0;
    const { provider } = await setup(
      (_req, res) => {
        call++;
        sendJson(res, 200, { data: [{ index: 0, embedding: call === 1 ? [1, 2] : [1, 2, 3] }] });
      },
      { batchSize: 1 },
    );
    expect((await failure(provider.embed(['a', 'b']))).type).toBe('protocol');
  });

  it('fails with protocol on a missing, repeated or wrong count of indexes', async () => {
    const answers = [
      { data: [{ index: 0, embedding: [1] }] },
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 0, embedding: [2] },
        ],
      },
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 1, embedding: ['x'] },
        ],
      },
      { result: [] },
    ];
    let call = 0;
    const { provider } = await setup((_req, res) => sendJson(res, 200, answers[call++]));
    for (let i = 0; i < answers.length; i++) {
      expect((await failure(provider.embed(['a', 'b']))).type).toBe('protocol');
    }
  });

  it('retries 429 (honouring Retry-After) and 5xx, then succeeds', async () => {
    let call = 0;
    const { srv, provider } = await setup((req, res, body) => {
      call++;
      if (call === 1)
        return sendJson(res, 429, { error: { message: 'rate limited' } }, { 'Retry-After': '0' });
      if (call === 2) return sendJson(res, 503, { error: { message: 'overloaded' } });
      return embeddingsAnswer(req, res, body);
    });
    expect(await provider.embed(['作文'])).toEqual([vectorOf('作文')]);
    expect(srv.requests).toHaveLength(3);
  });

  it('gives up after the bounded retries with the http status', async () => {
    const { srv, provider } = await setup(
      (_req, res) => sendJson(res, 500, { error: { message: 'boom' } }),
      { retries: 2 },
    );
    const error = await failure(provider.embed(['a']));
    expect(error.type).toBe('http');
    expect(error.status).toBe(500);
    expect(error.teacherMessage).toBe('语义向量模型暂时不可用，请稍后重试。');
    expect(srv.requests).toHaveLength(3);
  });

  it('stops waiting for a retry at once when the caller aborts', async () => {
    const { srv, provider } = await setup((_req, res) =>
      sendJson(res, 429, { error: { message: 'slow down' } }, { 'Retry-After': '20' }),
    );
    const controller = new AbortController();
    const pending = provider.embed(['a'], { signal: controller.signal });
    while (srv.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const error = await failure(pending);
    expect(error.type).toBe('aborted');
    expect(srv.requests).toHaveLength(1);
  });

  it('does not retry a 400', async () => {
    const { srv, provider } = await setup((_req, res) => sendJson(res, 400, { error: {} }));
    expect((await failure(provider.embed(['a']))).status).toBe(400);
    expect(srv.requests).toHaveLength(1);
  });

  it('times out a stalled upstream', async () => {
    const { provider } = await setup(() => never(), { timeoutMs: 150, retries: 0 });
    const error = await failure(provider.embed(['a']));
    expect(error.type).toBe('timeout');
    expect(error.teacherMessage).toBe('语义向量模型响应超时，请稍后重试。');
  });

  it('fails with protocol on malformed JSON', async () => {
    const { provider } = await setup((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data": [');
    });
    expect((await failure(provider.embed(['a']))).type).toBe('protocol');
  });

  it('cuts a huge answer at maxBytes', async () => {
    const { provider } = await setup((_req, res) => sendHuge(res, 8 * 1024 * 1024), {
      maxBytes: 256 * 1024,
    });
    const error = await failure(provider.embed(['a']));
    expect(error.type).toBe('protocol');
    expect(error.message).toContain('larger than');
  });

  it('never puts the key in the error, even when the upstream echoes it', async () => {
    const { provider } = await setup((_req, res) =>
      sendJson(res, 401, { error: { message: `Incorrect API key provided: ${KEY}` } }),
    );
    const error = await failure(provider.embed(['a']));
    expect(error.status).toBe(401);
    expect(error.message).toContain('***');
    expect(`${error.message} ${error.teacherMessage} ${JSON.stringify(error)}`).not.toContain(KEY);
    expect(error.teacherMessage).not.toMatch(/[A-Za-z]{3}/);
  });

  it('fails with network when nothing listens', async () => {
    const { srv, provider } = await setup(embeddingsAnswer, { retries: 0 });
    await srv.close();
    server = undefined;
    expect((await failure(provider.embed(['a']))).type).toBe('network');
  });
});

describe(createUnavailableEmbeddingProvider, () => {
  it('says in Chinese that semantic search needs a model and keyword search still works', async () => {
    const provider = createUnavailableEmbeddingProvider();
    expect(provider.available).toBe(false);
    const error = await failure(provider.embed(['a']));
    expect(error.type).toBe('unavailable');
    expect(error.teacherMessage).toContain('未配置语义向量模型');
    expect(error.teacherMessage).toContain('关键词检索仍可正常使用');
  });
});
