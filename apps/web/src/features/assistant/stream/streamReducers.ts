import type { AppFormValues } from '@aita/core';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ChatState } from '../chatState';
import { appendMessage, messagesAdapter } from '../messages/messagesState';
import { nextAnswerPhase, type AnswerTransition } from './answerMachine';

/** What a question carries (§7: deep think 1/0, network 2/0, images). */
export interface QuestionInput {
  content: string;
  deepThink: boolean;
  network: boolean;
  imgUrls?: string[];
  /** A template app's form values (content is then their readable card). */
  form?: AppFormValues;
}

/** The answer being generated, if any. */
function activeAnswer(state: ChatState) {
  return state.activeId ? state.entities[state.activeId] : undefined;
}

/**
 * Moves the active answer to its final phase (`answerMachine`), closes its thinking time and
 * makes its exchange the one the next question continues; the chat is idle again.
 */
function finishAnswer(
  state: ChatState,
  transition: AnswerTransition,
  at: number,
  patch: { notice?: string; logId?: string; finalStatus?: number } = {},
) {
  const message = activeAnswer(state);
  if (message) {
    message.phase = nextAnswerPhase(message.phase, transition);
    if (patch.finalStatus !== undefined) message.finalStatus = patch.finalStatus;
    if (patch.notice) message.notice = patch.notice;
    if (patch.logId) message.logId = patch.logId;
    if (message.thinkStartedAt !== undefined) message.thinkEndedAt ??= at;
    if (message.logId) state.lastLogId = message.logId;
  }
  state.phase = 'idle';
  state.activeId = null;
}

/**
 * The stream's reducers (spec §4 statuses and stream lifecycle, §5 send rules): the chat's
 * `phase` (idle → sending → streaming → idle) and the active answer's own machine.
 */
export const streamReducers = {
  /** The teacher sends a question (the saga checks login first, §5). */
  questionAsked(_state: ChatState, _action: PayloadAction<QuestionInput>) {},
  /** The question passed the login check: its message and the answer's placeholder. */
  questionSent(state: ChatState, action: PayloadAction<QuestionInput>) {
    const { content, imgUrls, network, form } = action.payload;
    appendMessage(state, { type: 'user', content, phase: 'done', imgUrls, form });
    state.formEdit = { open: false, values: null };
    // The pasted images went with the question.
    state.images = [];
    state.activeId = appendMessage(state, {
      type: 'ai',
      content: '',
      phase: 'streaming',
      isNetworkSearch: network,
    });
    state.phase = 'sending';
  },
  /** `ai-networking`: web search ran and found `networkNumber` pages. */
  networkingReceived(
    state: ChatState,
    action: PayloadAction<{ networkNumber: number; logId: string }>,
  ) {
    const message = activeAnswer(state);
    if (!message) return;
    message.networkNumber = action.payload.networkNumber;
    message.isNetworkSearch = true;
    if (action.payload.logId) message.logId = action.payload.logId;
    state.phase = 'streaming';
  },
  /**
   * Deltas of one animation frame, joined (one store update per frame): the one place the
   * answer's text is accumulated.
   */
  answerChunkReceived(
    state: ChatState,
    action: PayloadAction<{ answer: string; reasoning: string; logId?: string; at: number }>,
  ) {
    const message = activeAnswer(state);
    if (!message) return;
    const { answer, reasoning, logId, at } = action.payload;
    if (reasoning) {
      message.reasoning = (message.reasoning ?? '') + reasoning;
      message.thinkStartedAt ??= at;
    }
    if (answer) {
      if (message.thinkStartedAt !== undefined) message.thinkEndedAt ??= at;
      message.content += answer;
    }
    if (logId) message.logId = logId;
    state.phase = 'streaming';
  },
  /** The stream completed with status 3, 4 or 5 (§4); 4/5 carry their §8 notice. */
  answerCompleted(
    state: ChatState,
    action: PayloadAction<{ status: number; logId?: string; notice?: string; at: number }>,
  ) {
    const { status, logId, notice, at } = action.payload;
    finishAnswer(state, { type: 'completed', status }, at, { finalStatus: status, notice, logId });
  },
  /** The teacher pressed 停止 or left: what was produced stays (the server stores it). */
  answerStopped(state: ChatState, action: PayloadAction<{ at: number }>) {
    finishAnswer(state, { type: 'stopped' }, action.payload.at);
  },
  /** A stream error or a send exception (§8): the notice replaces an empty answer. */
  answerFailed(state: ChatState, action: PayloadAction<{ notice: string; at: number }>) {
    finishAnswer(state, { type: 'failed' }, action.payload.at, { notice: action.payload.notice });
  },
  /** The server refused before streaming because the teacher is not logged in (20100). */
  questionWithdrawn(state: ChatState) {
    const ai = state.activeId;
    if (ai) {
      const index = state.ids.indexOf(ai);
      messagesAdapter.removeMany(state, state.ids.slice(index - 1, index + 1));
    }
    state.phase = 'idle';
    state.activeId = null;
  },
  /** 停止 was pressed (the question saga is cancelled). */
  stopRequested() {},
  /**
   * A reopened conversation's last answer is still being generated on the server (status 1):
   * the saga re-attaches to it by logId (docs/chat-web.md "Resuming an answer").
   */
  answerResumeRequested(_state: ChatState, _action: PayloadAction<{ logId: string }>) {},
  /**
   * The resumed answer streams again: its message becomes the active one (the one exception to
   * "final phases never change": a stored status 1 was shown as cut, and it is not).
   */
  answerResumeStarted(state: ChatState, action: PayloadAction<{ logId: string }>) {
    if (state.phase !== 'idle') return;
    const id = [...state.ids].reverse().find((key) => {
      const m = state.entities[key];
      return m?.type === 'ai' && m.logId === action.payload.logId;
    });
    const message = id === undefined ? undefined : state.entities[id];
    if (!message || id === undefined) return;
    message.phase = 'streaming';
    message.notice = undefined;
    message.finalStatus = undefined;
    state.activeId = id;
    state.phase = 'streaming';
  },
  /** The first frame of a resumed stream: the whole text so far replaces what was shown. */
  answerReplaced(state: ChatState, action: PayloadAction<{ answer: string; reasoning: string }>) {
    const message = activeAnswer(state);
    if (!message) return;
    message.content = action.payload.answer;
    message.reasoning = action.payload.reasoning || undefined;
  },
};
