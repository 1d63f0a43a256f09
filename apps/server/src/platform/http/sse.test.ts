import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './sse';

/**
 * The event-stream writer on a real server and socket: each socket write the route makes is
 * recorded (text and time), and the client reads the whole stream.
 */
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serve(
  script: (stream: EventStream) => Promise<void>,
  open: (reply: FastifyReply) => EventStream,
): Promise<{ body: string; writes: { text: string; at: number }[] }> {
  const writes: { text: string; at: number }[] = [];
  let t0 = 0;
  app = Fastify();
  app.get('/stream', async (_request, reply) => {
    const raw = reply.raw;
    const write = raw.write.bind(raw) as (chunk: string) => boolean;
    const end = raw.end.bind(raw) as (chunk?: string) => void;
    raw.write = ((chunk: string) => {
      writes.push({ text: String(chunk), at: performance.now() - t0 });
      return write(chunk);
    }) as typeof raw.write;
    raw.end = ((chunk?: string) => {
      if (chunk) writes.push({ text: String(chunk), at: performance.now() - t0 });
      end(chunk);
    }) as typeof raw.end;
    const stream = open(reply);
    await script(stream);
    stream.close();
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  t0 = performance.now();
  const body = await (await fetch(`${url}/stream`)).text();
  return { body, writes };
}

const opening = { event: 'ai-reply', data: { status: 1, logId: 'L' }, holdMs: 80 };
const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('openEventStream', () => {
  it('sends a held event with the next one, in the same socket write', async () => {
    const { body, writes } = await serve(
      async (stream) => {
        await sleep(10);
        // A write the socket took at once: nothing to wait for.
        expect(stream.offer('ai-reply', { status: 1, answerContent: '你好' })).toBeUndefined();
        await stream.write('ai-reply', { status: 3, answerContent: '' });
      },
      (reply) => openEventStream(reply, 15_000, opening),
    );
    expect(writes.map((w) => w.text)).toEqual([
      frame('ai-reply', opening.data) + frame('ai-reply', { status: 1, answerContent: '你好' }),
      frame('ai-reply', { status: 3, answerContent: '' }),
    ]);
    expect(body).toBe(writes.map((w) => w.text).join(''));
  });

  it('sends a held event alone after its holdMs, then keep-alive only after keepAliveMs', async () => {
    const { body, writes } = await serve(
      async (stream) => {
        await sleep(opening.holdMs + 150);
        await stream.write('ai-reply', { status: 3, answerContent: '' });
      },
      (reply) => openEventStream(reply, 200, opening),
    );
    expect(writes.map((w) => w.text)).toEqual([
      frame('ai-reply', opening.data),
      frame('ai-reply', { status: 3, answerContent: '' }),
    ]);
    // Timers may fire a little early against performance.now(): half the hold shows it waited.
    expect(writes[0]?.at).toBeGreaterThanOrEqual(opening.holdMs / 2);
    expect(body).toContain('"logId":"L"');
  });

  it('ends the response with a held event that nothing followed', async () => {
    const { body } = await serve(
      async () => undefined,
      (reply) => openEventStream(reply, 15_000, opening),
    );
    expect(body).toBe(frame('ai-reply', opening.data));
  });

  it('sends keep-alive after keepAliveMs of silence when nothing is held', async () => {
    const { writes } = await serve(
      async () => {
        await sleep(150);
      },
      (reply) => openEventStream(reply, 50),
    );
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes[0]?.text).toBe(frame('keep-alive', {}));
  });
});
