/**
 * Chat and the AI assistant (spec §3 "Chat config per app id", "Assistant config",
 * "Assistant message", "Web search result"; §7 "Streaming").
 */
import type { AppFormField } from '../apps/form';
import type { AppCategory } from './app';

/** §7: `isNetwork` 2 means web search on; 0 off. */
export const NETWORK_SEARCH_ON = 2;
/** §7: network search off. */
export const NETWORK_SEARCH_OFF = 0;
/** §7: deep think sends 1 when on. */
export const DEEP_THINK_ON = 1;
/** §7: deep think off. */
export const DEEP_THINK_OFF = 0;

/** §7: 2 (on) or 0 (off). */
export type NetworkFlag = typeof NETWORK_SEARCH_ON | typeof NETWORK_SEARCH_OFF;
/** §7: 1 (on) or 0 (off). */
export type DeepThinkFlag = typeof DEEP_THINK_ON | typeof DEEP_THINK_OFF;

/** §3 Chat config per app id (ty=search): which toggles the conversation offers. */
export interface ChatConfig {
  /** 1 when the app offers deep think. */
  isDeepseek: number;
  /** 2 when the app offers web search. */
  isNetwork: number;
  /** The welcome text of the conversation. */
  prologueDesc: string;
  category: AppCategory;
}

/** §3 Assistant config of `POST /v1/aiassistant/info {ty: normal}`. */
export interface AssistantConfig {
  prologueDesc: string;
  /** 2 means web search enabled. */
  isNetwork: number;
  logo: string;
}

/** The chat config as the server sends it: §3's fields plus the app and whether a model runs. */
export interface ChatConfigInfo extends ChatConfig {
  appId: number;
  name: string;
  /** 1 when no model is configured (offline knowledge mode). */
  isOffline: 0 | 1;
  /** 1 when the app is a template: it opens with its `form` (docs/apps.md). */
  template: 0 | 1;
  /** The input form of a template app; empty for a chat app. */
  form: AppFormField[];
  /** Follow-up requests offered under an answer. */
  followUps: string[];
  /** 1 when only members may use the app. */
  membersOnly: 0 | 1;
  /** Free uses a day for a non-member; null when unlimited. */
  freeDailyQuota: number | null;
}

/** The assistant config as the server sends it: §3's fields plus whether a model runs. */
export interface AssistantConfigInfo extends AssistantConfig {
  /** 1 when no model is configured (the UI says so; docs/assistant.md). */
  isOffline: 0 | 1;
}

/** §3 Assistant message, as the chat panel keeps it. */
export interface AssistantMessage {
  type: 'user' | 'ai';
  content: string;
  /** True for the welcome message shown first. */
  isWelcome?: boolean;
  /** Id of the stored exchange; set once the stream sent it. */
  logId?: string;
  /** How many web results the answer used (from `ai-networking`). */
  networkNumber?: number;
  /** True when web search ran for this answer. */
  isNetworkSearch?: boolean;
}

/** §3 Web search result, listed in the 400px drawer and the citation hover card. */
export interface WebSearchResult {
  hostname: string;
  hostLogo: string;
  /** As the source publishes it, e.g. `2026-01-05`. */
  publishedTime: string;
  title: string;
  summary: string;
  link: string;
}

/** §7 body of `POST /v2/aiassistant/question`. */
export interface AssistantQuestion {
  content: string;
  type: 'normal';
  isNetwork: NetworkFlag;
}
