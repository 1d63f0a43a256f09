import type { ChatState } from './chatSlice';

type WithChat = { chat: ChatState };

/** The message ids in order (the list re-renders only when one is added or removed). */
export const selectMessageIds = (state: WithChat) => state.chat.ids;
/** One message, for its memoised component (CONVENTIONS: selectors per message). */
export const makeSelectMessage = (id: string) => (state: WithChat) => state.chat.entities[id];
/** The phase of the newest message (an answer's `failed` means the question may be re-sent). */
export const selectLastMessagePhase = (state: WithChat) => {
  const id = state.chat.ids.at(-1);
  return id === undefined ? undefined : state.chat.entities[id]?.phase;
};
/**
 * The question to ask again for 重新生成: the user message just before answer `id`, when `id`
 * is the newest message and nothing is being generated; otherwise undefined.
 */
export const makeSelectRegenerable = (id: string) => (state: WithChat) => {
  const { ids, entities, phase } = state.chat;
  if (phase !== 'idle' || ids.at(-1) !== id) return undefined;
  const questionId = ids.at(-2);
  const question = questionId === undefined ? undefined : entities[questionId];
  return question?.type === 'user' ? question : undefined;
};
export const selectWelcome = (state: WithChat) => state.chat.welcome;
/** Reason tags offered with 没用 (`GET /v1/report/tags`). */
export const selectReportTags = (state: WithChat) => state.chat.reportTags;
/** A template app's form shown again (修改条件, 填写表单). */
export const selectFormEdit = (state: WithChat) => state.chat.formEdit;
export const selectChatPhase = (state: WithChat) => state.chat.phase;
/** §5: an answer is being generated (or its request is loading): input and send disabled. */
export const selectIsBusy = (state: WithChat) => state.chat.phase !== 'idle';
export const selectDeepThink = (state: WithChat) => state.chat.deepThink;
export const selectNetwork = (state: WithChat) => state.chat.network;
export const selectDrawer = (state: WithChat) => state.chat.drawer;
export const selectConversationId = (state: WithChat) => state.chat.conversationId;
export const selectLastLogId = (state: WithChat) => state.chat.lastLogId;
export const selectLogStatus = (state: WithChat) => state.chat.logStatus;
/** The earlier exchanges of a reopened conversation (加载更早的消息). */
export const selectEarlier = (state: WithChat) => state.chat.earlier;
/** Images pasted into the question box. */
export const selectPastedImages = (state: WithChat) => state.chat.images;
/** The web results of one answer (drawer and hover cards). */
export const makeSelectResults = (logId: string | undefined) => (state: WithChat) =>
  logId ? state.chat.results[logId] : undefined;

/**
 * §5: "The assistant send button and input are disabled while the text is blank, while loading,
 * or while an answer is generated."
 */
export function canSend(text: string, busy: boolean): boolean {
  return !busy && text.trim() !== '';
}

/**
 * The text of a question bubble. A new-home question carries its image links as its first
 * lines (§4 "their links prepended"); the bubble shows those images as thumbnails, so the lines
 * that are exactly one of its links are not repeated as text.
 */
export function questionText(content: string, imgUrls: readonly string[] | undefined): string {
  if (!imgUrls || imgUrls.length === 0) return content;
  const links = new Set(imgUrls);
  const lines = content.split('\n');
  let start = 0;
  while (start < lines.length - 1 && links.has((lines[start] ?? '').trim())) start += 1;
  return lines.slice(start).join('\n');
}
