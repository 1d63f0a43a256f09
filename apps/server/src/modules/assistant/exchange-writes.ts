/**
 * The writes of answers in progress, batched (docs/performance.md "Answer start and end"): the
 * questions recorded, answers saved so far and answers finished while the previous statement of
 * their kind ran (or during one turn of the event loop) go to the database as one statement of
 * each kind, not one per answer. When 200
 * questions arrive at once, the database sees a few statements instead of 600 — the embedded
 * database serves them one at a time, and PostgreSQL's pool would otherwise make other teachers'
 * calls queue behind them.
 *
 * Each caller still gets its own outcome: when a batch fails, its rows are written one by one, so
 * one refused row fails only its own answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** A question to record; `newConversation` when it begins one (else its `updated_at` is touched). */
export interface ExchangeRow {
  logId: string;
  conversationId: string;
  userId: number;
  question: string;
  form: Record<string, string | number> | null;
  imgUrls: string[];
  deepThink: boolean;
  network: boolean;
  provider: string;
  at: Date;
  newConversation?: { appId: number | null; uri: string; title: string };
}

/** The final state of an exchange. */
export interface FinishRow {
  logId: string;
  status: number;
  answer: string;
  reasoning: string;
  cited: number[];
  at: Date;
}

/** The text of an exchange still generating. */
export interface ProgressRow {
  logId: string;
  answer: string;
  reasoning: string;
}

/** Rows per statement (the statements' text is the same for any number of rows). */
const MAX_ROWS = 500;

/** One array parameter (drizzle would otherwise spread a JS array into a list of parameters). */
const column = <T>(values: T[]): SQL => sql`${sql.param(values)}`;

/*
 * Each statement takes one array per column and reads them back as rows with `unnest`, so its
 * text is the same whatever the number of rows: nothing is built per row but the arrays, and
 * the database parses the same short text each time (it was a VALUES list of 10 parameters per
 * row, rebuilt by the query builder for every batch; docs/performance.md "Answer start and end").
 */

/** Records questions (and their new conversations) in one statement. */
function recordStatement(rows: readonly ExchangeRow[]): SQL {
  const at = rows.map((r) => r.at.toISOString());
  return sql`with r as (select * from unnest(
      ${column(rows.map((r) => r.logId))}::uuid[],
      ${column(rows.map((r) => r.conversationId))}::uuid[],
      ${column(rows.map((r) => r.userId))}::integer[],
      ${column(rows.map((r) => r.question))}::text[],
      ${column(rows.map((r) => (r.form === null ? null : JSON.stringify(r.form))))}::jsonb[],
      ${column(rows.map((r) => JSON.stringify(r.imgUrls)))}::jsonb[],
      ${column(rows.map((r) => (r.deepThink ? 1 : 0)))}::smallint[],
      ${column(rows.map((r) => (r.network ? 2 : 0)))}::smallint[],
      ${column(rows.map((r) => r.provider))}::text[],
      ${column(at)}::timestamptz[],
      ${column(rows.map((r) => r.newConversation?.appId ?? null))}::integer[],
      ${column(rows.map((r) => r.newConversation?.uri ?? null))}::text[],
      ${column(rows.map((r) => r.newConversation?.title ?? null))}::text[]
    ) as r(id, conversation_id, user_id, question, form, img_urls, deep_think, is_network,
      provider, at, app_id, uri, title)),
    created as (insert into conversations (id, user_id, app_id, uri, title, created_at, updated_at)
      select conversation_id, user_id, app_id, uri, title, at, at from r where title is not null),
    touched as (update conversations set updated_at = r.at from r
      where r.title is null and conversations.id = r.conversation_id)
    insert into conversation_messages
      (id, conversation_id, user_id, question, form, img_urls, deep_think, is_network, provider,
       created_at)
    select id, conversation_id, user_id, question, form, img_urls, deep_think, is_network,
      provider, at from r`;
}

/** Stores final answers and touches their conversations, in one statement. */
function finishStatement(rows: readonly FinishRow[]): SQL {
  return sql`with v as (select * from unnest(
      ${column(rows.map((r) => r.logId))}::uuid[],
      ${column(rows.map((r) => r.status))}::smallint[],
      ${column(rows.map((r) => r.answer))}::text[],
      ${column(rows.map((r) => r.reasoning))}::text[],
      ${column(rows.map((r) => JSON.stringify(r.cited)))}::jsonb[],
      ${column(rows.map((r) => r.at.toISOString()))}::timestamptz[]
    ) as v(id, status, answer, reasoning, cited, at)),
    stored as (update conversation_messages m
      set status = v.status, answer = v.answer, reasoning = v.reasoning, cited = v.cited, finished_at = v.at
      from v where m.id = v.id returning m.conversation_id, v.at)
    update conversations set updated_at = stored.at from stored
    where conversations.id = stored.conversation_id`;
}

/** Saves the text so far of exchanges still generating (status 1), in one statement. */
function progressStatement(rows: readonly ProgressRow[]): SQL {
  return sql`update conversation_messages m set answer = v.answer, reasoning = v.reasoning
    from unnest(
      ${column(rows.map((r) => r.logId))}::uuid[],
      ${column(rows.map((r) => r.answer))}::text[],
      ${column(rows.map((r) => r.reasoning))}::text[]
    ) as v(id, answer, reasoning)
    where m.id = v.id and m.status = 1`;
}

interface Pending<T> {
  row: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * How long questions wait to be recorded together (docs/performance.md "Answer start, session 14"):
 * until none arrived for `quietMs`, and never longer than `maxMs` after the first. Nothing a
 * teacher sees waits for it (the model request leaves at once, and whatever changes the exchange
 * calls {@link Batcher.now} first), so a burst of questions becomes one statement sent after the
 * burst instead of one per turn of the event loop during it, when the first tokens are due.
 */
export const RECORD_GATHER = { quietMs: 20, maxMs: 1_000 } as const;

/** One kind of write: {@link batcher}. */
interface Batcher<T> {
  (row: T): Promise<void>;
  /** Sends the rows still gathering in the next turn (someone waits for one of them). */
  now(): void;
}

/**
 * One kind of write, one statement at a time: rows queued during a turn of the event loop go
 * out together, and rows that arrive while that statement runs wait for it and go out together
 * next (group commit). An idle database sees a row at once; a busy one sees fewer, larger
 * statements instead of one per turn (a 200-question burst made ~50 statements of 4 rows each).
 * With `gather`, rows also wait for a pause in arrivals ({@link RECORD_GATHER}).
 */
function batcher<T>(
  db: Database['db'],
  statement: (rows: readonly T[]) => SQL,
  gather?: { quietMs: number; maxMs: number },
): Batcher<T> {
  let queue: Pending<T>[] = [];
  let running = false;
  let scheduled = false;
  /** The gathering wait and when it must end at the latest (0: not gathering). */
  let timer: NodeJS.Timeout | undefined;
  let deadline = 0;
  const write = async (batch: Pending<T>[]): Promise<void> => {
    try {
      await db.execute(statement(batch.map((p) => p.row)));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One refused row must not fail the others: each on its own.
      await Promise.all(batch.map((p) => write([p])));
    }
  };
  const schedule = (): void => {
    if (running || scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  };
  const stopGathering = (): void => {
    clearTimeout(timer);
    timer = undefined;
    deadline = 0;
  };
  const gathered = (): void => {
    stopGathering();
    schedule();
  };
  function flush(): void {
    scheduled = false;
    if (timer) return; // still gathering: its timer schedules the flush
    const taken = queue.slice(0, MAX_ROWS);
    queue = queue.slice(MAX_ROWS);
    running = true;
    void write(taken).finally(() => {
      running = false;
      schedule();
    });
  }
  /** (Re)starts the quiet period, never past the deadline. */
  const wait = ({ quietMs, maxMs }: { quietMs: number; maxMs: number }): void => {
    const at = performance.now();
    if (deadline === 0) deadline = at + maxMs;
    clearTimeout(timer);
    timer = setTimeout(gathered, Math.max(0, Math.min(quietMs, deadline - at)));
  };
  const add = (row: T): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (gather) wait(gather);
      else schedule();
    });
  return Object.assign(add, {
    now(): void {
      if (timer) gathered();
    },
  });
}

/** The batched writes of {@link ExchangeWrites}. */
export interface ExchangeWrites {
  /** Queued with the other questions arriving now ({@link RECORD_GATHER}). */
  record(row: ExchangeRow): Promise<void>;
  /** Sends the questions still gathering at once: call before awaiting one of them. */
  recordNow(): void;
  finish(row: FinishRow): Promise<void>;
  progress(row: ProgressRow): Promise<void>;
}

export function createExchangeWrites(
  db: Database['db'],
  recordGather: { quietMs: number; maxMs: number } = RECORD_GATHER,
): ExchangeWrites {
  const record = batcher(db, recordStatement, recordGather);
  return {
    record,
    recordNow: () => record.now(),
    finish: batcher(db, finishStatement),
    progress: batcher(db, progressStatement),
  };
}
