import type { AppFormValues } from '@aita/core';
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { AnswerPhase } from '../stream/answerMachine';

/**
 * One message of the chat (spec §3 "Assistant message": type, content, isWelcome, logId,
 * networkNumber, isNetworkSearch), plus what the panel shows while it streams.
 */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  /** The question, or the answer so far (deltas appended). */
  content: string;
  isWelcome?: boolean;
  logId?: string;
  /** From `ai-networking` (§3). */
  networkNumber?: number;
  isNetworkSearch?: boolean;
  /** Deep-think reasoning so far. */
  reasoning?: string;
  /** Epoch ms of the first reasoning delta and of the first answer delta after it. */
  thinkStartedAt?: number;
  thinkEndedAt?: number;
  /** Where the answer's state machine is (`stream/answerMachine.ts`); questions are `done`. */
  phase: AnswerPhase;
  /** The final status (3, 4, 5) when the stream completed. */
  finalStatus?: number;
  /** The §8 text shown under the answer (status 4/5, stream error, send exception). */
  notice?: string;
  imgUrls?: string[];
  /** A template app's form values of this question (its card; 修改条件 starts from them). */
  form?: AppFormValues;
  /** The teacher's rating of this answer: 1 有用, 0 没用. */
  useful?: 0 | 1;
}

/**
 * The messages, in order, as an entity list (CONVENTIONS "entity lists use
 * `createEntityAdapter`"): no sort comparer, so `ids` keeps the conversation's order.
 */
export const messagesAdapter = createEntityAdapter<ChatMessage>();

/** The message part of the chat state: the adapter's `ids`/`entities` and the next id. */
export interface MessagesState extends EntityState<ChatMessage, string> {
  nextId: number;
}

/** A stored exchange turned into two messages (`/v1/aitalk/log/list`). */
export interface LoadedExchange {
  logId: string;
  question: string;
  answer: string;
  reasoning: string;
  status: number;
  imgUrls: string[];
  networkNumber: number;
  isNetworkSearch: boolean;
  notice?: string;
  form?: AppFormValues;
  useful?: 0 | 1;
}

/** The next message id (`m1`, `m2`, …): ids are never reused within a page's life. */
export function takeMessageId(state: MessagesState): string {
  const id = `m${state.nextId}`;
  state.nextId += 1;
  return id;
}

/** Appends a message and returns its id. */
export function appendMessage(state: MessagesState, message: Omit<ChatMessage, 'id'>): string {
  const id = takeMessageId(state);
  messagesAdapter.addOne(state, { ...message, id });
  return id;
}

/** The two messages of a stored exchange. */
export function exchangeMessages(item: LoadedExchange): Omit<ChatMessage, 'id'>[] {
  return [
    { type: 'user', content: item.question, phase: 'done', imgUrls: item.imgUrls, form: item.form },
    {
      type: 'ai',
      content: item.answer,
      reasoning: item.reasoning || undefined,
      logId: item.logId,
      networkNumber: item.isNetworkSearch ? item.networkNumber : undefined,
      isNetworkSearch: item.isNetworkSearch,
      finalStatus: item.status,
      phase: item.notice ? 'failed' : 'done',
      notice: item.notice,
      useful: item.useful,
    },
  ];
}

/** Puts stored exchanges (oldest first) in front of the messages shown (加载更早的消息). */
export function prependExchanges(state: MessagesState, list: readonly LoadedExchange[]): void {
  const earlier: ChatMessage[] = [];
  for (const item of list) {
    for (const message of exchangeMessages(item)) {
      earlier.push({ ...message, id: takeMessageId(state) });
    }
  }
  const shown = state.ids.map((id) => state.entities[id]).filter((m) => m !== undefined);
  messagesAdapter.setAll(state, [...earlier, ...shown]);
}
