/**
 * Intents kept in local storage while an anonymous teacher logs in (spec §3 "Pending new-home
 * request", "Pending favourite", "Pending nobook request"; §4). See `intent/` for their store.
 */
import type { NetworkFlag } from './chat';

/** §3 Pending new-home request: a question sent from the new home, resumed after login. */
export interface PendingNewHomeRequest {
  /** The app the question goes to; 0 for the general assistant. */
  appId: number;
  name: string;
  /** True when the app is a prompt template. */
  isTemplate: boolean;
  category: string;
  /** The question, with uploaded image links prepended (§4). */
  content: string;
  isDeepThink: boolean;
  /** 2 when web search is on, else 0 (§3). */
  isNetworkSearch: NetworkFlag;
  /** Epoch ms when the request was stored. */
  timestamp: number;
  imgUrls: string[];
}

/** §3 Pending favourite: collect this app after login (valid 24 h, §9). */
export interface PendingFavourite {
  appId: number;
  timestamp: number;
}

/**
 * §3 Pending nobook request: open this nobook app after login (valid 5 minutes, §9). `appId` is
 * ours (not in §3): after login the server is asked whether the teacher may open that app
 * (`POST /v1/member/book/detail`), so the request must name the app, not only show its name.
 */
export interface PendingNobookRequest {
  appId: number;
  name: string;
  timestamp: number;
}
