import type { AppInfo, HomeCardInfo, QrItem } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/** A feature card of the new home's carousel (spec §2 "New home"; docs/apps.md "Home"). */
export interface FeatureCard {
  /** `jptk` and `xbtk` need an organisation (§5), `classroom` needs login. */
  key: string;
  title: string;
  desc: string;
  /** A route of the web app. */
  path: string;
  needLogin: 0 | 1;
  needOrg: 0 | 1;
}

/** Answer of `POST /v1/home/cards`. */
export interface HomeCards {
  list: FeatureCard[];
  cardInfo: HomeCardInfo;
}

/** `POST /v1/home/functions` (spec §2 "Recommended function buttons"; path in docs/apps.md). */
export function fetchHomeFunctions(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ list: AppInfo[] }> {
  return client.post<{ list: AppInfo[] }>('/v1/home/functions', {}, options);
}

/** `POST /v1/home/cards` (spec §2 carousel of feature cards, §3 Home card info). */
export function fetchHomeCards(client: ApiClient, options?: RequestOptions): Promise<HomeCards> {
  return client.post<HomeCards>('/v1/home/cards', {}, options);
}

/** `GET /v1/qrcode/list` (spec §3 QR list): assistant, group, app download, in that order. */
export function fetchQrCodes(client: ApiClient, options?: RequestOptions): Promise<QrItem[]> {
  return client.get<QrItem[]>('/v1/qrcode/list', options);
}

/** Answer of the pre-chat check (docs/assistant.md "Paths we chose"). */
export interface PreChatCheck {
  allowed: boolean;
  /** 1 when the teacher must log in first. */
  needLogin: 0 | 1;
  /** 1 when no model is configured (offline knowledge mode). */
  isOffline: 0 | 1;
  maxStreams: number;
  questionsPerMinute: number;
}

/**
 * `POST /v1/aitalk/check {}` (spec §4 "Logged-in users pass an entitlement check and go to chat";
 * §7 "pre-chat check (empty payload)").
 */
export function checkBeforeChat(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PreChatCheck> {
  return client.post<PreChatCheck>('/v1/aitalk/check', {}, options);
}
