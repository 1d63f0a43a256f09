/**
 * The 试题篮 kept across reloads (docs/examPaper.md "Web"): one slot in the host's storage
 * holding its owner's uid and the picked question ids with their types. A slot of another
 * teacher reads as empty (a shared school computer), broken JSON is dropped, and logout removes
 * the slot with the other private state (docs/identity-web.md "Logout scope").
 */
import { QUESTION_TYPE_IDS, type QuestionType } from '../questionBank/types';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { PAPER_QUESTIONS_MAX } from './types';

/** The storage key of the basket (one slot, whoever is logged in). */
export const BASKET_STORAGE_KEY = 'aita.basket';

/** A question in the basket. */
export interface BasketItem {
  questionId: number;
  type: QuestionType;
}

/** The stored basket of the logged-in teacher. */
export interface BasketStore {
  /** The basket of `uid`; empty when none is stored, it is another teacher's, or unreadable. */
  load(uid: string): BasketItem[];
  /** Stores `uid`'s basket (an empty basket removes the slot). Storage errors are ignored. */
  save(uid: string, items: readonly BasketItem[]): void;
  /** Removes the slot (logout). */
  clear(): void;
}

function isItem(v: unknown): v is BasketItem {
  const o = v as Partial<BasketItem> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    Number.isInteger(o.questionId) &&
    (o.questionId ?? 0) > 0 &&
    (QUESTION_TYPE_IDS as readonly string[]).includes(o.type ?? '')
  );
}

/** A {@link BasketStore} over the host's key-value storage (`localStorage` on the web). */
export function createBasketStore({ storage }: { storage: KeyValueStorage }): BasketStore {
  const clear = () => {
    try {
      storage.removeItem(BASKET_STORAGE_KEY);
    } catch (_error) {
      // Storage disabled: nothing is kept, so nothing to remove.
    }
  };
  return {
    load(uid) {
      let raw: string | null = null;
      try {
        raw = storage.getItem(BASKET_STORAGE_KEY);
      } catch (_error) {
        return [];
      }
      if (raw === null || uid === '') return [];
      try {
        const parsed = JSON.parse(raw) as { uid?: unknown; items?: unknown };
        if (parsed.uid !== uid || !Array.isArray(parsed.items)) return [];
        const seen = new Set<number>();
        return parsed.items
          .filter(isItem)
          .filter((i) => !seen.has(i.questionId) && Boolean(seen.add(i.questionId)))
          .slice(0, PAPER_QUESTIONS_MAX)
          .map(({ questionId, type }) => ({ questionId, type }));
      } catch (_error) {
        clear();
        return [];
      }
    },
    save(uid, items) {
      if (uid === '' || items.length === 0) return clear();
      try {
        storage.setItem(BASKET_STORAGE_KEY, JSON.stringify({ uid, items }));
      } catch (_error) {
        // Full or private mode: the basket still lives for the visit.
      }
    },
    clear,
  };
}
