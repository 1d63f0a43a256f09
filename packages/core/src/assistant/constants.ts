/**
 * Limits of the assistant and its conversations, shared by the chat input, the conversation
 * list and the server that refuses anything beyond them (docs/assistant.md "Input").
 */

/** Longest question, in characters (the composer's `maxLength` and the server's 40001). */
export const QUESTION_MAX_CHARS = 4000;
/** Most image links sent with one question (§4 new home). */
export const QUESTION_MAX_IMAGES = 9;
/** Longest conversation title after trimming (重命名), in characters. */
export const CONVERSATION_TITLE_MAX_CHARS = 50;
/** Largest `pageSize` of any conversation list call (`/v1/aitalk/mylist`, `/log/list`). */
export const LIST_PAGE_SIZE_MAX = 100;
/** `pageSize` of `/v1/aitalk/mylist` when the client sends none. */
export const CONVERSATION_LIST_DEFAULT_PAGE_SIZE = 20;
/** `pageSize` of `/v1/aitalk/log/list` when the client sends none. */
export const CONVERSATION_LOG_DEFAULT_PAGE_SIZE = 50;
/** Exchanges the chat page loads at a time: the newest page first, then 加载更早的消息. */
export const CONVERSATION_LOG_PAGE_SIZE = 20;
/** Highest `page` a list call accepts. */
export const LIST_PAGE_MAX = 100_000;
/** Longest chat uri (`/chat/{uri}`). */
export const CHAT_URI_MAX_LENGTH = 64;
/** Longest image link accepted with a question. */
export const IMAGE_LINK_MAX_LENGTH = 2048;
