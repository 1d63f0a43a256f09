import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { conversationMessages } from '../../db/schema';
import { ask, startLive, type LiveContext, type StreamEvent } from './__fixtures__/stream-client';

/**
 * The first token does not wait for the database (docs/performance.md "Answer start and end"):
 * the question's INSERT is held back by an advisory lock that another connection holds, and the
 * answer's first words still reach the teacher; the answer is stored once the lock is let go.
 * PostgreSQL only: the embedded database has one connection, so nothing can hold a lock beside it.
 */
const LOCK = 4242;
let upstream: TestServer;
let live: LiveContext;
let holder: pg.Client;

beforeAll(async () => {
  upstream = await startServer(async (_req, res) => {
    startStream(res);
    await writeChunk(res, sse(chunk({ content: '先说' })));
    await writeChunk(res, sse(chunk({ content: '后说' })));
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  live = await startLive({ AI_BASE_URL: `${upstream.url}/v1`, AI_MODEL: 'chat-model' });
  await live.database.db.execute(
    sql.raw(`CREATE FUNCTION hold_question() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.question LIKE '%HOLD%' THEN PERFORM pg_advisory_xact_lock_shared(${LOCK}); END IF;
        RETURN NEW;
      END $$`),
  );
  await live.database.db.execute(
    sql`CREATE TRIGGER hold_question BEFORE INSERT ON conversation_messages
        FOR EACH ROW EXECUTE FUNCTION hold_question()`,
  );
  holder = new pg.Client({ connectionString: live.config.databaseUrl });
  await holder.connect();
});
afterAll(async () => {
  await holder?.end();
  await live?.close();
  await upstream?.close();
});

it('relays the first words while the question is still being recorded, then stores the answer', async () => {
  await holder.query('SELECT pg_advisory_lock($1)', [LOCK]);
  let firstWords: (value: StreamEvent) => void = () => undefined;
  const arrived = new Promise<StreamEvent>((resolve) => (firstWords = resolve));
  const asking = ask(
    live,
    { content: 'HOLD 你好' },
    {
      onEvent: (e) => {
        if (e.event === 'ai-reply' && e.data.answerContent) firstWords(e);
      },
    },
  );
  const first = await arrived;
  expect(first.event === 'ai-reply' && first.data.answerContent).toBe('先说');
  // The INSERT waits on the lock: nothing is visible yet.
  const before = await live.database.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.userId, live.userId));
  expect(before).toEqual([]);
  await holder.query('SELECT pg_advisory_unlock($1)', [LOCK]);
  const r = await asking;
  expect(r.final).toMatchObject({ status: 3 });
  const [row] = await live.database.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, r.final?.logId ?? ''));
  expect(row).toMatchObject({ status: 3, question: 'HOLD 你好', answer: '先说后说' });
});
