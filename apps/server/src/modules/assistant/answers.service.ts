/**
 * What the app tools read and write about one stored answer (docs/apps.md): the app a
 * conversation belongs to (its instructions and entitlement apply to follow-ups), the answer
 * for the Word export, and the teacher's rating. Every lookup is the teacher's own; another
 * teacher's logId is "not found".
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { answerRatings, apps, conversationMessages, conversations } from '../../db/schema';
import type { ObjectSink } from '../../platform/intake';
import { fileKeyOfLink, files } from '../files';

/** An answer as the export needs it. */
export interface StoredAnswer {
  question: string;
  answer: string;
  status: number;
  appId: number | null;
  appName: string | null;
  createdAt: Date;
}

/** A rating as stored. */
export interface Rating {
  useful: boolean;
  tags: string[];
  reason: string;
}

/** One app's ratings, for `npm run admin -- app:ratings`. */
export interface AppRatingSummary {
  uri: string;
  name: string;
  useful: number;
  useless: number;
  /** Reason tags of 没用 ratings, most frequent first. */
  uselessTags: [string, number][];
}

/** A file attached to a question, as `POST /v2/aitalk/file` sends it. */
export interface AnswerFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

/** The storage key of a same-origin upload link (`/oss/files/<kind>/<random>/<sha256>.<ext>`). */
export const uploadKey = (link: string): string | null => fileKeyOfLink(link)?.key ?? null;

/** An exchange as a resumed stream replays it (docs/assistant.md "Resuming an answer"). */
export interface AnswerProgress {
  status: number;
  answer: string;
  reasoning: string;
  /** Web results found (0: no search ran). */
  networkNumber: number;
  conversationId: string;
}

/** The handle of {@link createAnswerService}. */
export interface AnswerService {
  /** The conversation's app of an exchange (null: the assistant); undefined when not the teacher's. */
  appOfLog(userId: number, logId: string): Promise<{ appId: number | null } | undefined>;
  get(userId: number, logId: string): Promise<StoredAnswer | undefined>;
  /** The exchange as stored so far (status 1: still generating somewhere); undefined: not theirs. */
  progress(userId: number, logId: string): Promise<AnswerProgress | undefined>;
  /**
   * The latest form values of the conversation of `logId` (the request a typed follow-up
   * continues); undefined when it had none or is not the teacher's.
   */
  formOfConversation(
    userId: number,
    logId: string,
  ): Promise<Record<string, string | number> | undefined>;
  /** Stores (or replaces) the teacher's rating; false when the exchange is not theirs. */
  rate(userId: number, logId: string, rating: Rating): Promise<boolean>;
  /**
   * The `index`-th file attached to the question of `logId`: `'log'` when the exchange is not
   * the teacher's, `'file'` when there is no such attachment or it is not the teacher's upload
   * (an outside link is the browser's to fetch, not ours to proxy).
   */
  file(userId: number, logId: string, index: number): Promise<AnswerFile | 'log' | 'file'>;
}

/** Reads answers and writes ratings; `sink` reads uploaded files (absent: none are served). */
export function createAnswerService(db: Db, sink?: ObjectSink): AnswerService {
  const owned = (userId: number, logId: string) =>
    and(
      eq(conversationMessages.id, logId),
      eq(conversationMessages.userId, userId),
      isNull(conversations.deletedAt),
    );
  return {
    async appOfLog(userId, logId) {
      const [row] = await db
        .select({ appId: conversations.appId })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(owned(userId, logId))
        .limit(1);
      return row;
    },

    async formOfConversation(userId, logId) {
      const [log] = await db
        .select({ conversationId: conversationMessages.conversationId })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(owned(userId, logId))
        .limit(1);
      if (!log) return undefined;
      const [row] = await db
        .select({ form: conversationMessages.form })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, log.conversationId),
            isNotNull(conversationMessages.form),
          ),
        )
        .orderBy(desc(conversationMessages.createdAt))
        .limit(1);
      return row?.form ?? undefined;
    },

    async progress(userId, logId) {
      const [row] = await db
        .select({
          status: conversationMessages.status,
          answer: conversationMessages.answer,
          reasoning: conversationMessages.reasoning,
          searched: conversationMessages.networkSearched,
          results: conversationMessages.networkResults,
          conversationId: conversationMessages.conversationId,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(owned(userId, logId))
        .limit(1);
      if (!row) return undefined;
      return {
        status: row.status,
        answer: row.answer,
        reasoning: row.reasoning,
        networkNumber: row.searched ? row.results.length : 0,
        conversationId: row.conversationId,
      };
    },

    async get(userId, logId) {
      const [row] = await db
        .select({
          question: conversationMessages.question,
          answer: conversationMessages.answer,
          status: conversationMessages.status,
          appId: conversations.appId,
          appName: apps.name,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .leftJoin(apps, eq(apps.id, conversations.appId))
        .where(owned(userId, logId))
        .limit(1);
      return row;
    },

    async rate(userId, logId, rating) {
      const found = await this.appOfLog(userId, logId);
      if (!found) return false;
      const values = {
        logId,
        userId,
        appId: found.appId,
        useful: rating.useful,
        tags: rating.tags,
        reason: rating.reason,
        updatedAt: new Date(),
      };
      await db
        .insert(answerRatings)
        .values(values)
        .onConflictDoUpdate({ target: [answerRatings.logId, answerRatings.userId], set: values });
      return true;
    },

    async file(userId, logId, index) {
      const [row] = await db
        .select({ imgUrls: conversationMessages.imgUrls })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(owned(userId, logId))
        .limit(1);
      if (!row) return 'log';
      const key = uploadKey(row.imgUrls[index] ?? '');
      if (!key || !sink) return 'file';
      const [upload] = await db
        .select({ name: files.name, mime: files.mime })
        .from(files)
        .where(and(eq(files.ownerUid, userId), eq(files.storageKey, key)))
        .limit(1);
      if (!upload) return 'file';
      return { name: upload.name, mime: upload.mime, bytes: await sink.read(key) };
    },
  };
}

/** Ratings per app, weakest first (most 没用), with the reasons teachers gave. */
export async function ratingSummary(db: Db): Promise<AppRatingSummary[]> {
  const totals = await db
    .select({
      uri: apps.uri,
      name: apps.name,
      appId: apps.id,
      useful: sql<number>`count(*) filter (where ${answerRatings.useful})`.mapWith(Number),
      useless: sql<number>`count(*) filter (where not ${answerRatings.useful})`.mapWith(Number),
      n: count(),
    })
    .from(answerRatings)
    .innerJoin(apps, eq(apps.id, answerRatings.appId))
    .groupBy(apps.id, apps.uri, apps.name)
    .orderBy(desc(sql`count(*) filter (where not ${answerRatings.useful})`), apps.uri);
  const tagRows = await db
    .select({ appId: answerRatings.appId, tags: answerRatings.tags })
    .from(answerRatings)
    .where(eq(answerRatings.useful, false));
  const tagsByApp = new Map<number, Map<string, number>>();
  for (const r of tagRows) {
    if (r.appId === null) continue;
    const m = tagsByApp.get(r.appId) ?? new Map<string, number>();
    for (const t of r.tags) m.set(t, (m.get(t) ?? 0) + 1);
    tagsByApp.set(r.appId, m);
  }
  return totals.map((t) => ({
    uri: t.uri,
    name: t.name,
    useful: t.useful,
    useless: t.useless,
    uselessTags: [...(tagsByApp.get(t.appId) ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    ),
  }));
}
