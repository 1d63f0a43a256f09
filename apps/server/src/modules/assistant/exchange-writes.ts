/**
 * The writes of answers in progress, batched (docs/performance.md "Answer start and end"): every
 * question recorded, every answer saved so far and every answer finished during one turn of the
 * event loop goes to the database as one statement of each kind, not one per answer. When 200
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

/** Rows per statement: well under PostgreSQL's 65,535 parameters (at most 12 per row). */
const MAX_ROWS = 200;

const ts = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;
const json = (v: unknown): SQL => sql`${JSON.stringify(v)}::jsonb`;
const list = (parts: SQL[]): SQL => sql.join(parts, sql`, `);

/** Records questions (and their new conversations) in one statement. */
function recordStatement(rows: readonly ExchangeRow[]): SQL {
  const created = rows.filter((r) => r.newConversation);
  const touched = rows.filter((r) => !r.newConversation);
  const ctes: SQL[] = [];
  if (created.length > 0) {
    ctes.push(sql`created as (insert into conversations
      (id, user_id, app_id, uri, title, created_at, updated_at) values ${list(
        created.map((r) => {
          const c = r.newConversation;
          return sql`(${r.conversationId}::uuid, ${r.userId}::integer, ${c?.appId ?? null}::integer, ${c?.uri ?? ''}, ${c?.title ?? ''}, ${ts(r.at)}, ${ts(r.at)})`;
        }),
      )})`);
  }
  if (touched.length > 0) {
    ctes.push(sql`touched as (update conversations set updated_at = v.at
      from (values ${list(touched.map((r) => sql`(${r.conversationId}::uuid, ${ts(r.at)})`))}) as v(id, at)
      where conversations.id = v.id)`);
  }
  const insert = sql`insert into conversation_messages
    (id, conversation_id, user_id, question, form, img_urls, deep_think, is_network, provider, created_at)
    values ${list(
      rows.map(
        (r) =>
          sql`(${r.logId}::uuid, ${r.conversationId}::uuid, ${r.userId}::integer, ${r.question}, ${r.form === null ? sql`null` : json(r.form)}, ${json(r.imgUrls)}, ${r.deepThink ? 1 : 0}::smallint, ${r.network ? 2 : 0}::smallint, ${r.provider}, ${ts(r.at)})`,
      ),
    )}`;
  return ctes.length > 0 ? sql`with ${list(ctes)} ${insert}` : insert;
}

/** Stores final answers and touches their conversations, in one statement. */
function finishStatement(rows: readonly FinishRow[]): SQL {
  const values = list(
    rows.map(
      (r) =>
        sql`(${r.logId}::uuid, ${r.status}::smallint, ${r.answer}, ${r.reasoning}, ${json(r.cited)}, ${ts(r.at)})`,
    ),
  );
  return sql`with v(id, status, answer, reasoning, cited, at) as (values ${values}),
    stored as (update conversation_messages m
      set status = v.status, answer = v.answer, reasoning = v.reasoning, cited = v.cited, finished_at = v.at
      from v where m.id = v.id returning m.conversation_id, v.at)
    update conversations set updated_at = stored.at from stored
    where conversations.id = stored.conversation_id`;
}

/** Saves the text so far of exchanges still generating (status 1), in one statement. */
function progressStatement(rows: readonly ProgressRow[]): SQL {
  const values = list(rows.map((r) => sql`(${r.logId}::uuid, ${r.answer}, ${r.reasoning})`));
  return sql`update conversation_messages m set answer = v.answer, reasoning = v.reasoning
    from (values ${values}) as v(id, answer, reasoning)
    where m.id = v.id and m.status = 1`;
}

interface Pending<T> {
  row: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One kind of write: rows queued during a turn of the event loop, then written together. */
function batcher<T>(db: Database['db'], statement: (rows: readonly T[]) => SQL) {
  let queue: Pending<T>[] = [];
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
  const flush = (): void => {
    const taken = queue;
    queue = [];
    for (let i = 0; i < taken.length; i += MAX_ROWS) void write(taken.slice(i, i + MAX_ROWS));
  };
  return (row: T): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ row, resolve, reject });
    });
}

/** The batched writes of {@link ExchangeWrites}. */
export interface ExchangeWrites {
  record(row: ExchangeRow): Promise<void>;
  finish(row: FinishRow): Promise<void>;
  progress(row: ProgressRow): Promise<void>;
}

export function createExchangeWrites(db: Database['db']): ExchangeWrites {
  return {
    record: batcher(db, recordStatement),
    finish: batcher(db, finishStatement),
    progress: batcher(db, progressStatement),
  };
}
