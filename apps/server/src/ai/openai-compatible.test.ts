import { afterEach, describe, expect, it } from 'vitest';
import {
  chunk,
  never,
  sleep,
  sse,
  startServer,
  startStream,
  STALL_TIMEOUT_MS,
  writeChunk,
  type Handler,
  type TestServer,
} from './__fixtures__/http-server';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './openai-compatible';
import { ProviderError, type ModelDelta, type ModelProvider } from './provider';

const KEY = 'sk-test-secret-0123456789';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(
  handler: Handler,
  options: Partial<OpenAiCompatibleOptions> = {},
): Promise<{ srv: TestServer; provider: ModelProvider }> {
  const srv = await startServer(handler);
  server = srv;
  const provider = createOpenAiCompatibleProvider({
    baseUrl: `${srv.url}/v1/`,
    apiKey: KEY,
    model: 'chat-model',
    reasoningModel: 'reasoner-model',
    ...options,
  });
  return { srv, provider };
}

interface Collected {
  answer: string;
  reasoning: string;
  deltas: ModelDelta[];
  error?: ProviderError;
}

async function collect(stream: AsyncIterable<ModelDelta>): Promise<Collected> {
  const out: Collected = { answer: '', reasoning: '', deltas: [] };
  try {
    for await (const d of stream) {
      out.deltas.push(d);
      out.answer += d.answer ?? '';
      out.reasoning += d.reasoning ?? '';
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    out.error = error;
  }
  return out;
}

const messages = [
  { role: 'system' as const, content: '你是教学助手' },
  { role: 'user' as const, content: '什么是大单元教学？' },
];
const ask = (deepThink = false, signal = new AbortController().signal) => ({
  messages,
  deepThink,
  signal,
});

describe(createOpenAiCompatibleProvider, () => {
  it('streams content deltas until [DONE] and sends the chat-completions request', async () => {
    const { srv, provider } = await setup(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ role: 'assistant', content: '' })));
      await writeChunk(res, sse(chunk({ content: '大单元' })));
      await writeChunk(res, sse(chunk({ content: '教学是' })));
      await writeChunk(res, `: keep-alive comment\n\n${sse(chunk({ content: '一种设计。' }))}`);
      await writeChunk(res, sse(chunk({}, 'stop')));
      res.end(sse('[DONE]'));
    });
    const got = await collect(provider.stream(ask()));
    expect(got.error).toBeUndefined();
    expect(got.answer).toBe('大单元教学是一种设计。');
    expect(got.deltas.filter((d) => d.answer).map((d) => d.answer)).toEqual([
      '大单元',
      '教学是',
      '一种设计。',
    ]);
    expect(got.deltas.at(-1)?.finishReason).toBe('stop');

    const seen = srv.requests[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v1/chat/completions');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(seen?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(seen?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({ model: 'chat-model', messages, stream: true });
  });

  it('uses the reasoning model on deep think and reads reasoning_content', async () => {
    const { srv, provider } = await setup(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ reasoning_content: '先想', content: null })));
      await writeChunk(res, sse(chunk({ reasoning_content: '一想。', content: null })));
      await writeChunk(res, sse(chunk({ content: '答案' })));
      res.end(sse('[DONE]'));
    });
    const got = await collect(provider.stream(ask(true)));
    expect(got.reasoning).toBe('先想一想。');
    expect(got.answer).toBe('答案');
    expect(JSON.parse(srv.requests[0]?.body ?? '{}')).toMatchObject({ model: 'reasoner-model' });
  });

  it('reads `reasoning` (Ollama, vLLM) and falls back to the main model without a reasoning model', async () => {
    const { srv, provider } = await setup(
      async (_req, res) => {
        startStream(res);
        await writeChunk(res, sse(chunk({ reasoning: '思考' })));
        await writeChunk(res, sse(chunk({ content: '好' })));
        res.end(sse('[DONE]'));
      },
      { reasoningModel: undefined, apiKey: '' },
    );
    const got = await collect(provider.stream(ask(true)));
    expect(got).toMatchObject({ reasoning: '思考', answer: '好' });
    expect(JSON.parse(srv.requests[0]?.body ?? '{}')).toMatchObject({ model: 'chat-model' });
    expect(srv.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('decodes multi-byte characters split across chunk boundaries and CRLF events', async () => {
    const text = '数学公式 $x^2$ 😀 作文';
    const bytes = Buffer.from(
      sse(chunk({ content: text })).replace(/\n/g, '\r\n') + sse('[DONE]'),
      'utf8',
    );
    const { provider } = await setup(async (_req, res) => {
      startStream(res);
      // One byte at a time through the first event: every boundary inside a character is hit.
      for (let i = 0; i < bytes.length; i++) await writeChunk(res, bytes.subarray(i, i + 1));
      res.end();
    });
    const got = await collect(provider.stream(ask()));
    expect(got.error).toBeUndefined();
    expect(got.answer).toBe(text);
  });

  it('fails with an http error carrying the status and never the API key', async () => {
    const { provider } = await setup((req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: `bad key ${String(req.headers.authorization)}` } }),
      );
    });
    const got = await collect(provider.stream(ask()));
    expect(got.error?.type).toBe('http');
    expect(got.error?.status).toBe(500);
    expect(got.error?.message).toContain('HTTP 500');
    expect(got.error?.message).not.toContain(KEY);
  });

  it('times out a stalled stream and closes the upstream socket', async () => {
    const { srv, provider } = await setup(
      async (_req, res) => {
        startStream(res);
        await writeChunk(res, sse(chunk({ content: '开始' })));
        await never();
      },
      // Long against scheduling noise: the timer also runs before '开始' arrives.
      { timeoutMs: STALL_TIMEOUT_MS },
    );
    const t0 = performance.now();
    const got = await collect(provider.stream(ask()));
    const elapsed = performance.now() - t0;
    expect(got.answer).toBe('开始');
    expect(got.error?.type).toBe('timeout');
    // Node arms timers from the loop's cached clock, so a timer may end a little before
    // performance.now() says it should: half the timeout still shows it waited.
    expect(elapsed).toBeGreaterThanOrEqual(STALL_TIMEOUT_MS / 2);
    expect(elapsed).toBeLessThan(STALL_TIMEOUT_MS + 3000);
    const closedAt = await srv.socketClosed(0);
    expect(closedAt - t0).toBeLessThan(STALL_TIMEOUT_MS + 3000);
  });

  it('keeps the connection for the next answer when the body ends after [DONE]', async () => {
    const ports: number[] = [];
    const { srv, provider } = await setup(async (req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '好' })));
      await writeChunk(res, sse('[DONE]'));
      // The end of the body comes a little after [DONE], as from a proxy in between.
      await sleep(30);
      res.end();
    });
    const first = await collect(provider.stream(ask()));
    await sleep(60);
    const second = await collect(provider.stream(ask()));
    expect([first.answer, second.answer]).toEqual(['好', '好']);
    expect(first.error).toBeUndefined();
    expect(ports).toHaveLength(2);
    expect(ports[1]).toBe(ports[0]);
    expect(srv.requests[0]?.closedAt).toBeUndefined();
  });

  it('ends the answer at [DONE] when the body stays open, and then closes that connection', async () => {
    const { srv, provider } = await setup(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '完' })));
      await writeChunk(res, sse('[DONE]'));
      await never();
    });
    const t0 = performance.now();
    const got = await collect(provider.stream(ask()));
    expect(got.answer).toBe('完');
    expect(got.error).toBeUndefined();
    expect(performance.now() - t0).toBeLessThan(1000);
    const closedAt = await srv.socketClosed(0);
    expect(closedAt - t0).toBeLessThan(5000);
  });

  it('times out when the headers never come', async () => {
    const { provider } = await setup(() => never(), { timeoutMs: 200 });
    const got = await collect(provider.stream(ask()));
    expect(got.error?.type).toBe('timeout');
  });

  it('reports a connection cut mid-stream as a network error after the deltas it got', async () => {
    const { provider } = await setup(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '一半' })));
      res.socket?.destroy();
    });
    const got = await collect(provider.stream(ask()));
    expect(got.answer).toBe('一半');
    expect(got.error?.type).toBe('network');
  });

  it('reports a stream that ends without [DONE] or a finish reason as a protocol error', async () => {
    const { provider } = await setup(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '不完整' })));
      res.end();
    });
    const got = await collect(provider.stream(ask()));
    expect(got.error?.type).toBe('protocol');
  });

  it('accepts a finish reason without [DONE]', async () => {
    const { provider } = await setup(async (_req, res) => {
      startStream(res);
      await writeChunk(res, sse(chunk({ content: '完整' })));
      res.end(sse(chunk({}, 'stop')));
    });
    const got = await collect(provider.stream(ask()));
    expect(got.error).toBeUndefined();
    expect(got.answer).toBe('完整');
  });

  it('turns an error event and invalid JSON into protocol errors', async () => {
    const { provider } = await setup(async (_req, res) => {
      startStream(res);
      res.end(sse({ error: { message: 'model overloaded' } }));
    });
    const got = await collect(provider.stream(ask()));
    expect(got.error?.type).toBe('protocol');
    expect(got.error?.message).toContain('model overloaded');

    const second = await setup(async (_req, res) => {
      startStream(res);
      res.end(sse('{not json'));
    });
    expect((await collect(second.provider.stream(ask()))).error?.type).toBe('protocol');
  });

  it("aborts the upstream within a second of the caller's abort", async () => {
    const { srv, provider } = await setup(async (_req, res) => {
      startStream(res);
      for (let i = 0; i < 1000 && !res.destroyed; i++) {
        await writeChunk(res, sse(chunk({ content: `第${i}段` })));
        await sleep(50);
      }
      res.end(sse('[DONE]'));
    });
    const controller = new AbortController();
    let abortedAt = 0;
    const got = await collect(
      (async function* () {
        for await (const d of provider.stream(ask(false, controller.signal))) {
          yield d;
          if (abortedAt === 0) {
            abortedAt = performance.now();
            controller.abort();
          }
        }
      })(),
    );
    expect(got.error?.type).toBe('aborted');
    const closedAt = await srv.socketClosed(0);
    expect(closedAt - abortedAt).toBeLessThan(1000);
  });

  it('closes the upstream when the consumer stops early', async () => {
    const { srv, provider } = await setup(async (_req, res) => {
      startStream(res);
      for (let i = 0; i < 1000 && !res.destroyed; i++) {
        await writeChunk(res, sse(chunk({ content: '字' })));
        await sleep(50);
      }
      res.end();
    });
    let stoppedAt = 0;
    for await (const d of provider.stream(ask())) {
      expect(d.answer).toBe('字');
      stoppedAt = performance.now();
      break;
    }
    const closedAt = await srv.socketClosed(0);
    expect(closedAt - stoppedAt).toBeLessThan(1000);
  });

  it('fails at once with aborted when the signal is already aborted', async () => {
    const { srv, provider } = await setup((_req, res) => res.end());
    const controller = new AbortController();
    controller.abort();
    const got = await collect(provider.stream(ask(false, controller.signal)));
    expect(got.error?.type).toBe('aborted');
    expect(srv.requests).toHaveLength(0);
  });

  it('reports an unreachable endpoint as a network error', async () => {
    const { srv } = await setup((_req, res) => res.end());
    const url = srv.url;
    await srv.close();
    server = undefined;
    const provider = createOpenAiCompatibleProvider({ baseUrl: url, model: 'm', apiKey: KEY });
    const got = await collect(provider.stream(ask()));
    expect(got.error?.type).toBe('network');
    expect(got.error?.message).not.toContain(KEY);
  });

  it('accepts a whole JSON completion from an endpoint that ignores stream: true', async () => {
    const { provider } = await setup((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            { message: { content: '整段回答', reasoning_content: '推理' }, finish_reason: 'stop' },
          ],
        }),
      );
    });
    const got = await collect(provider.stream(ask(true)));
    expect(got).toMatchObject({ answer: '整段回答', reasoning: '推理' });
  });
});
