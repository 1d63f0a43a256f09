/**
 * The teacher's conversation list (`/v1/aitalk/mylist`) kept per teacher and page as the
 * serialised, precompressed envelope (docs/assistant.md "Conversation list cache"): a call the
 * list has not changed since costs a buffer write, not a statement, JSON and compression.
 *
 * It wraps the conversation service, so every write of the list goes through it: a question
 * (once its row is stored), an answer's end (its conversation moves up), delete, pin, rename,
 * and the start's sweep of unfinished answers. Each forgets the teacher's pages after it
 * committed; with REDIS_URL every other instance is told too (`conversations:changed`). A load
 * that ran while a change was told answers what it read but is not kept.
 */
import type { assistant as contract } from '@aita/contract';
import { type Data } from '@aita/contract';
import type { Feed } from '../identity';
import { compressedBody, type CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import type { ConversationService } from './conversations.service';

/** The feed's name (channel `<REDIS_KEY_PREFIX>conversations:changed`), of {@link ListChange}s. */
export const CONVERSATION_LIST_FEED = 'conversations:changed';

/** How long a page is trusted without a change told (a write no instance told: SQL by hand). */
export const CONVERSATION_LIST_CACHE_MS = 60_000;
/** Most teachers whose pages are kept (the oldest are dropped first). */
const MAX_TEACHERS = 5_000;

/** Whose lists changed; `all`: everyone's (an answer ended whose teacher this instance lost). */
export interface ListChange {
  users: readonly number[];
  all?: boolean;
}

/** Reads a message `{users: number[], all?: true}`; undefined when it names nobody. */
export function parseListChange(message: string): ListChange | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    const { users, all } = value as Record<string, unknown>;
    const ids = Array.isArray(users)
      ? users.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      : [];
    if (all === true) return { users: ids, all: true };
    return ids.length > 0 ? { users: ids } : undefined;
  } catch {
    return undefined;
  }
}

export interface CachedConversationList {
  /** The wrapped service: its writes forget the pages they change. */
  service: ConversationService;
  /** A page of the teacher's list as the envelope, serialised and compressed. */
  page(userId: number, page: number, pageSize: number): Promise<CachedBody>;
}

export function cacheConversationList(
  inner: ConversationService,
  {
    ttlMs = CONVERSATION_LIST_CACHE_MS,
    feed,
    now = Date.now,
  }: { ttlMs?: number; feed?: Feed<ListChange>; now?: () => number } = {},
): CachedConversationList {
  const pages = new Map<number, Map<string, { body: CachedBody; until: number }>>();
  /** The teacher of each answer started here and not ended yet. */
  const owners = new Map<string, number>();
  let changes = 0;
  const forget = ({ users, all }: ListChange) => {
    changes += 1;
    if (all) pages.clear();
    else for (const id of users) pages.delete(id);
  };
  feed?.subscribe(forget);
  const tell = (change: ListChange) => {
    forget(change);
    void feed?.publish(change);
  };
  /** Tells the change once `write` settled (committed or not: the rows are what they are). */
  const after = async <T>(change: ListChange, write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      tell(change);
    }
  };

  const service: ConversationService = {
    ...inner,
    async start(input) {
      const started = await inner.start(input);
      if (started) {
        owners.set(started.logId, input.userId);
        // The list changes once the question's row is stored.
        void started.stored.then(
          () => tell({ users: [input.userId] }),
          () => owners.delete(started.logId),
        );
      }
      return started;
    },
    finish(logId, result) {
      const userId = owners.get(logId);
      owners.delete(logId);
      return after(
        userId === undefined ? { users: [], all: true } : { users: [userId] },
        inner.finish(logId, result),
      );
    },
    remove: (userId, id) => after({ users: [userId] }, inner.remove(userId, id)),
    setPinned: (userId, id, pinned) =>
      after({ users: [userId] }, inner.setPinned(userId, id, pinned)),
    rename: (userId, id, title) => after({ users: [userId] }, inner.rename(userId, id, title)),
    endUnfinished: (before) => after({ users: [], all: true }, inner.endUnfinished(before)),
  };

  return {
    service,
    async page(userId, pageNumber, pageSize) {
      const key = `${pageNumber}:${pageSize}`;
      const hit = pages.get(userId)?.get(key);
      if (hit && hit.until > now()) return hit.body;
      const seen = changes;
      const list = await inner.list(userId, pageNumber, pageSize);
      const body = await compressedBody(ok<Data<typeof contract.conversations>>(list));
      if (seen === changes && ttlMs > 0) {
        let mine = pages.get(userId);
        if (!mine) {
          if (pages.size >= MAX_TEACHERS) {
            const oldest = pages.keys().next();
            if (!oldest.done) pages.delete(oldest.value);
          }
          mine = new Map();
          pages.set(userId, mine);
        }
        mine.set(key, { body, until: now() + ttlMs });
      }
      return body;
    },
  };
}
