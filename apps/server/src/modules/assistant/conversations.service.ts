/**
 * Conversations with the AI assistant and apps, and the exchanges stored under their `logId`
 * (spec §7 "AI talk", ARCHITECTURE.md "Streaming contract": "the whole exchange, question and
 * answer, is stored under its logId"). Every read and write is scoped to the owning teacher:
 * another teacher's conversation behaves as if it did not exist. See docs/assistant.md.
 */
import { randomUUID } from 'node:crypto';
import type {
  ConversationItem,
  ConversationMessageItem,
  ListPage,
  WebSearchResult,
} from '@aita/core';
import { and, asc, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatMessage } from '../../ai/provider';
import type { Database } from '../../db/database';
import { apps, conversationMessages, conversations } from '../../db/schema';
import { createConversationList } from './conversation-list';
import { createExchangeWrites } from './exchange-writes';

/** Earlier exchanges sent to the model with a new question. */
export const HISTORY_EXCHANGES = 5;
/** Longest stored answer text sent back to the model as history, in characters. */
const HISTORY_ANSWER_CHARS = 4000;

/** What a new question records before the answer streams. */
export interface StartExchange {
  userId: number;
  /** Continue the conversation of this earlier exchange (must be the teacher's). */
  continueLogId?: string;
  /** The app of a new conversation (ignored when continuing). */
  appId?: number;
  uri?: string;
  question: string;
  /** A template app's form values (stored for the card and to regenerate). */
  form?: Record<string, string | number>;
  imgUrls: string[];
  deepThink: boolean;
  network: boolean;
  provider: string;
}

/** A stored exchange in progress. */
export interface StartedExchange {
  conversationId: string;
  logId: string;
  /** Earlier complete exchanges of the conversation as chat turns, oldest first. */
  history: ChatMessage[];
  /**
   * The recording of the question (and the new conversation), not awaited: the model request
   * starts beside it, so the first token does not wait for the database, and the question waits
   * to go out with the others arriving now (exchange-writes.ts `RECORD_GATHER`;
   * docs/performance.md "Answer start and end"). It never rejects unhandled, and a rejection
   * means nothing was stored. Await {@link whenStored} before any statement that changes the
   * exchange: it sends the record at once.
   */
  stored: Promise<void>;
  /** Sends the question's record now if it is still gathering; resolves as {@link stored}. */
  whenStored(): Promise<void>;
}

/** How an exchange ended (the pipeline's result). */
export interface FinishExchange {
  status: number;
  answer: string;
  reasoning: string;
  cited: number[];
}

/**
 * Which exchanges of a conversation `/v1/aitalk/log/list` walks (docs/assistant.md
 * "Conversation calls"): `asc` from the oldest (the default), `desc` from the newest; `before`
 * keeps only the exchanges older than that logId (a cursor: pages do not shift when a new
 * exchange is added meanwhile).
 */
export interface MessagesQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  before?: string;
}

/** A page of exchanges; `hasMore` when more lie beyond this page in the walk's direction. */
export type MessagesPage = ListPage<ConversationMessageItem> & { hasMore: boolean };

/** The handle of {@link createConversationService}. */
export interface ConversationService {
  /** Pinned first, then the most recently active; deleted ones never. */
  list(userId: number, page: number, pageSize: number): Promise<ListPage<ConversationItem>>;
  get(userId: number, id: string): Promise<ConversationItem | undefined>;
  /** Soft delete; false when not found (or not the teacher's). */
  remove(userId: number, id: string): Promise<boolean>;
  setPinned(userId: number, id: string, pinned: boolean): Promise<boolean>;
  rename(userId: number, id: string, title: string): Promise<boolean>;
  /**
   * A page of the exchanges of a conversation in the query's order. `conversation-not-found`
   * when the conversation is not the teacher's; `log-not-found` when `before` is not an
   * exchange of it.
   */
  messages(
    userId: number,
    id: string,
    query: MessagesQuery,
  ): Promise<MessagesPage | 'conversation-not-found' | 'log-not-found'>;
  /**
   * Records the question (status 1): resolves once the ids and the history are known, with the
   * recording statement in flight (`stored`); undefined when `continueLogId` is not the teacher's.
   */
  start(input: StartExchange): Promise<StartedExchange | undefined>;
  /** Stores the web results of an exchange (before `ai-networking` is sent). */
  saveSearch(logId: string, results: readonly WebSearchResult[]): Promise<void>;
  /** Stores the answer as far as it was produced, and its final status. */
  finish(logId: string, result: FinishExchange): Promise<void>;
  /** Saves the text streamed so far of an exchange still generating, so a kill keeps it. */
  saveProgress(logId: string, answer: string, reasoning: string): Promise<void>;
  /** Ends (status 4, saved text kept) exchanges still generating created before `before`. */
  endUnfinished(before: Date): Promise<number>;
  /** The web results of a teacher's exchange; undefined when not found or not theirs. */
  networkResults(userId: number, logId: string): Promise<WebSearchResult[] | undefined>;
}

export { AUTO_TITLE_CHARS, autoTitle } from './auto-title';
import { autoTitle } from './auto-title';
import { ratingsOf, toConversationItem, toMessageItem } from './message-item';

const itemColumns = {
  id: conversations.id,
  title: conversations.title,
  appId: conversations.appId,
  uri: conversations.uri,
  pinnedAt: conversations.pinnedAt,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
  appName: apps.name,
  appLogo: apps.logo,
};

/** Conversations and exchanges on the database (docs/assistant.md "Persistence"). */
export function createConversationService({ db }: Pick<Database, 'db'>): ConversationService {
  const writes = createExchangeWrites(db);
  const mine = (userId: number, id: string) =>
    and(
      eq(conversations.id, id),
      eq(conversations.userId, userId),
      isNull(conversations.deletedAt),
    );

  async function update(
    userId: number,
    id: string,
    values: Partial<typeof conversations.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(conversations)
      .set(values)
      .where(mine(userId, id))
      .returning({ id: conversations.id });
    return rows.length > 0;
  }

  async function history(conversationId: string): Promise<ChatMessage[]> {
    const rows = await db
      .select({ question: conversationMessages.question, answer: conversationMessages.answer })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          eq(conversationMessages.status, 3),
        ),
      )
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(HISTORY_EXCHANGES);
    return rows.reverse().flatMap((r): ChatMessage[] => [
      { role: 'user', content: r.question },
      { role: 'assistant', content: Array.from(r.answer).slice(0, HISTORY_ANSWER_CHARS).join('') },
    ]);
  }

  return {
    list: createConversationList(db),

    async get(userId, id) {
      const [row] = await db
        .select(itemColumns)
        .from(conversations)
        .leftJoin(apps, eq(apps.id, conversations.appId))
        .where(mine(userId, id))
        .limit(1);
      return row ? toConversationItem(row) : undefined;
    },

    remove: (userId, id) => update(userId, id, { deletedAt: new Date() }),
    setPinned: (userId, id, pinned) => update(userId, id, { pinnedAt: pinned ? new Date() : null }),
    rename: (userId, id, title) => update(userId, id, { title }),

    async messages(userId, id, { page, pageSize, order, before }) {
      const [owner] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(mine(userId, id))
        .limit(1);
      if (!owner) return 'conversation-not-found';
      const inConversation = eq(conversationMessages.conversationId, id);
      let where: SQL | undefined = inConversation;
      if (before) {
        const [cursorRow] = await db
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .where(and(inConversation, eq(conversationMessages.id, before)))
          .limit(1);
        if (!cursorRow) return 'log-not-found';
        // Compared in SQL, row-wise on the same key as the ordering: created_at keeps its
        // microseconds (a JS Date would drop them) and equal times fall back to the id.
        const cursor = alias(conversationMessages, 'cursor');
        const cursorKey = db
          .select({ createdAt: cursor.createdAt, id: cursor.id })
          .from(cursor)
          .where(eq(cursor.id, before));
        where = and(
          inConversation,
          sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (${cursorKey})`,
        );
      }
      const by = order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(conversationMessages)
          .where(where)
          .orderBy(by(conversationMessages.createdAt), by(conversationMessages.id))
          // One row more than asked tells whether another page follows.
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(conversationMessages).where(inConversation),
      ]);
      const shown = rows.slice(0, pageSize);
      const rated = await ratingsOf(
        db,
        userId,
        shown.map((r) => r.id),
      );
      return {
        list: shown.map((r) => toMessageItem(r, rated.get(r.id))),
        total: total?.n ?? 0,
        hasMore: rows.length > pageSize,
      };
    },

    async start(input) {
      const logId = randomUUID();
      const now = new Date();
      let conversationId: string;
      if (input.continueLogId) {
        const [row] = await db
          .select({ conversationId: conversationMessages.conversationId })
          .from(conversationMessages)
          .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
          .where(
            and(
              eq(conversationMessages.id, input.continueLogId),
              eq(conversationMessages.userId, input.userId),
              isNull(conversations.deletedAt),
            ),
          )
          .limit(1);
        if (!row) return undefined;
        conversationId = row.conversationId;
      } else {
        conversationId = randomUUID();
      }
      const earlier = input.continueLogId ? await history(conversationId) : [];
      // Sent with the other questions arriving now as one statement (exchange-writes.ts).
      const stored = writes.record({
        logId,
        conversationId,
        userId: input.userId,
        question: input.question,
        form: input.form ?? null,
        imgUrls: input.imgUrls,
        deepThink: input.deepThink,
        network: input.network,
        provider: input.provider,
        at: now,
        newConversation: input.continueLogId
          ? undefined
          : {
              appId: input.appId ?? null,
              uri: input.uri ?? '',
              title: autoTitle(input.question, input.imgUrls),
            },
      });
      // Awaited by the caller later; until then a rejection must not count as unhandled.
      stored.catch(() => undefined);
      const whenStored = (): Promise<void> => {
        writes.recordNow();
        return stored;
      };
      return { conversationId, logId, history: earlier, stored, whenStored };
    },

    async saveSearch(logId, results) {
      await db
        .update(conversationMessages)
        .set({ networkResults: [...results], networkSearched: 1 })
        .where(eq(conversationMessages.id, logId));
    },

    finish(logId, result) {
      // One statement with the other answers ending in this turn: the exchange, and its
      // conversation's updatedAt.
      return writes.finish({ logId, ...result, at: new Date() });
    },

    saveProgress(logId, answer, reasoning) {
      return writes.progress({ logId, answer, reasoning });
    },

    async endUnfinished(before) {
      const ended = await db
        .update(conversationMessages)
        .set({ status: 4, finishedAt: new Date() })
        .where(and(eq(conversationMessages.status, 1), lt(conversationMessages.createdAt, before)))
        .returning({ id: conversationMessages.id });
      return ended.length;
    },

    async networkResults(userId, logId) {
      const [row] = await db
        .select({ results: conversationMessages.networkResults })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.id, logId), eq(conversationMessages.userId, userId)))
        .limit(1);
      return row ? (row.results as WebSearchResult[]) : undefined;
    },
  };
}
