import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { buildApp } from '../../app';
import { conversationMessages, conversations } from '../../db/schema';
import { ask, eventually, startLive, type LiveContext } from './__fixtures__/stream-client';
import { createConversationService } from './conversations.service';
import { MSG_ANSWER_NOT_SAVED } from './messages';

/**
 * "Complete" means saved, and a killed answer keeps its text: faults come from the real database
 * (a trigger that refuses to store some answers, always or the first two times).
 */
let upstream: TestServer;
let live: LiveContext;

beforeAll(async () => {
  upstream = await startServer(async (_req, res, raw) => {
    const body = JSON.parse(raw) as { messages: { content: string }[] };
    startStream(res);
    await writeChunk(res, sse(chunk({ content: '请稍等' })));
    if ((body.messages.at(-1)?.content ?? '').includes('WAIT')) return;
    await writeChunk(res, sse(chunk({ content: '，好了' })));
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  live = await startLive({
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_MODEL: 'chat-model',
    AI_TIMEOUT_MS: '30000',
    AI_PROGRESS_SAVE_MS: '50',
  });
  // Refuses to finish an exchange whose question has NOSAVE (always) or FLAKY (the first two
  // tries: a sequence is not rolled back with the failed statement).
  await live.database.db.execute(sql`CREATE SEQUENCE flaky_tries`);
  await live.database.db.execute(
    sql.raw(`CREATE FUNCTION refuse_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status <> 1 AND (NEW.question LIKE '%NOSAVE%'
            OR (NEW.question LIKE '%FLAKY%' AND nextval('flaky_tries') <= 2)) THEN
          RAISE EXCEPTION 'disk full (test)';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await live.database.db.execute(
    sql`CREATE TRIGGER refuse_answer BEFORE UPDATE ON conversation_messages
        FOR EACH ROW EXECUTE FUNCTION refuse_answer()`,
  );
  // Refuses to record a question with NOROW (the statement sent beside the model request).
  await live.database.db.execute(
    sql.raw(`CREATE FUNCTION refuse_question() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.question LIKE '%NOROW%' THEN RAISE EXCEPTION 'disk full (test)'; END IF;
        RETURN NEW;
      END $$`),
  );
  await live.database.db.execute(
    sql`CREATE TRIGGER refuse_question BEFORE INSERT ON conversation_messages
        FOR EACH ROW EXECUTE FUNCTION refuse_question()`,
  );
});
afterAll(async () => {
  await live?.close();
  await upstream?.close();
});

const rowOf = async (logId: string | undefined) => {
  const [row] = await live.database.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, logId ?? '00000000-0000-0000-0000-000000000000'));
  return row;
};

describe('storing the answer', () => {
  it('ends with status 4 and says so when the answer cannot be stored', async () => {
    const r = await ask(live, { content: 'NOSAVE 你好' });
    expect(r.answer.startsWith('请稍等，好了')).toBe(true);
    expect(r.final).toMatchObject({ status: 4, answerContent: MSG_ANSWER_NOT_SAVED });
    expect(r.replies.some((x) => x.status === 3)).toBe(false);
    const row = await rowOf(r.final?.logId);
    expect(row?.status).not.toBe(3);
    expect(live.logs.join('\n')).toContain('storing the answer failed');
  });

  it('ends with status 4 when the question itself could not be recorded, and stores nothing', async () => {
    const r = await ask(live, { content: 'NOROW 你好' });
    // The answer streamed beside the failed INSERT; it is not called complete.
    expect(r.answer.startsWith('请稍等，好了')).toBe(true);
    expect(r.final).toMatchObject({ status: 4, answerContent: MSG_ANSWER_NOT_SAVED });
    expect(r.replies.some((x) => x.status === 3)).toBe(false);
    expect(await rowOf(r.final?.logId)).toBeUndefined();
    expect(live.logs.join('\n')).toContain('the question was not recorded');
  });

  it('retries a failing store briefly and then completes', async () => {
    const r = await ask(live, { content: 'FLAKY 你好' });
    expect(r.final).toMatchObject({ status: 3, answerContent: '' });
    expect(await rowOf(r.final?.logId)).toMatchObject({ status: 3, answer: '请稍等，好了' });
  });

  it('stores the exchange and touches its conversation in one statement each', async () => {
    const first = await ask(live, { content: '第一问' });
    const next = await ask(live, { content: '第二问', logId: first.final?.logId });
    expect(next.final).toMatchObject({ status: 3, conversationId: first.final?.conversationId });
    const row = await rowOf(next.final?.logId);
    expect(row).toMatchObject({ status: 3, question: '第二问', answer: '请稍等，好了' });
    const [conversation] = await live.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.final?.conversationId ?? ''));
    // The conversation's last activity is the second answer's end.
    expect(conversation?.updatedAt.getTime()).toBe(row?.finishedAt?.getTime());
  });

  it('saves the answer so far while it streams', async () => {
    const client = new AbortController();
    let logId: string | undefined;
    const asking = ask(
      live,
      { content: 'WAIT 等等' },
      {
        signal: client.signal,
        onEvent: (e) => {
          if (e.event === 'ai-reply') logId = e.data.logId;
        },
      },
    );
    const row = await eventually(async () => {
      const found = logId ? await rowOf(logId) : undefined;
      return found?.answer ? found : undefined;
    }, 10_000);
    expect(row).toMatchObject({ status: 1, answer: '请稍等' });
    client.abort();
    await asking;
  });
});

describe('starting after a crash', () => {
  it('ends the exchanges an earlier run left streaming, keeping their text', async () => {
    await live.database.db.execute(sql`DROP TRIGGER refuse_answer ON conversation_messages`);
    const conversations = createConversationService(live.database);
    const begin = async (question: string, age: number) => {
      const started = await conversations.start({
        userId: live.userId,
        question,
        imgUrls: [],
        deepThink: false,
        network: false,
        provider: 'openai-compatible',
      });
      await started?.stored;
      const logId = started?.logId ?? '';
      await conversations.saveProgress(logId, `${question}的一半`, '');
      await live.database.db
        .update(conversationMessages)
        .set({ createdAt: new Date(Date.now() - age) })
        .where(eq(conversationMessages.id, logId));
      return logId;
    };
    const old = await begin('很久以前', 2 * live.config.assistant.maxAnswerMs);
    const recent = await begin('刚才', 1000);
    // A second start of the app on the same database, as after kill -9.
    const again = await buildApp({
      config: live.config,
      database: live.database,
      logStream: { write: () => undefined },
    });
    await again.ready();
    await again.close();
    expect(await rowOf(old)).toMatchObject({ status: 4, answer: '很久以前的一半' });
    // The embedded database is this process's alone; PostgreSQL may serve other instances,
    // whose answers younger than AI_MAX_ANSWER_MS may still be streaming.
    expect(await rowOf(recent)).toMatchObject(
      live.database.kind === 'pglite'
        ? { status: 4, answer: '刚才的一半' }
        : { status: 1, answer: '刚才的一半' },
    );
  });
});
