/**
 * Conversations and their stored exchanges, as the AI talk calls answer them (spec §7 "AI talk":
 * `/v1/aitalk/mylist`, `/info`, `/log/list`; the spec shows no shapes, they are designed in
 * docs/assistant.md "Conversation calls"). Shared by the server that builds them and the clients
 * that read them.
 */

/** A conversation as `/v1/aitalk/mylist` and `/v1/aitalk/info` answer it. */
export interface ConversationItem {
  /** UUID. */
  id: string;
  title: string;
  /** The app, or 0 for the assistant. */
  appId: number;
  /** The app's chat uri; `''` for the assistant. */
  uri: string;
  /** The app's name and logo (`''` for the assistant or a removed app). */
  appName: string;
  appLogo: string;
  /** 1 when pinned (置顶). */
  isTop: 0 | 1;
  /** Unix seconds. */
  createTime: number;
  updateTime: number;
}

/** One stored exchange of a conversation, as `/v1/aitalk/log/list` answers it (oldest first). */
export interface ConversationMessageItem {
  logId: string;
  question: string;
  answer: string;
  reasoning: string;
  /** 1 while it is being generated, else 3, 4 or 5 (§4 "Assistant answer status"). */
  status: number;
  imgUrls: string[];
  /** 1 when deep think was on. */
  isDeepThink: 0 | 1;
  /** 2 when web search was asked for, else 0 (§7 "Streaming"). */
  isNetwork: 0 | 2;
  /** True when web search ran; the `networkNumber` results are at `/v1/network/log/list {logId}`. */
  isNetworkSearch: boolean;
  networkNumber: number;
  /** Unix seconds. */
  createTime: number;
  /** The form values of a template app's request; null for a typed question. */
  form: Record<string, string | number> | null;
  /** The teacher's rating: 1 有用, 0 没用, null not rated. */
  useful: 0 | 1 | null;
}

/** A page of a list call: the items asked for and the total count. */
export interface ListPage<T> {
  list: T[];
  total: number;
}
