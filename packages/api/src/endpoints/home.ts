import type { Data, home } from '@aita/contract';
import { homePaths } from '@aita/contract/paths/home';
import type { AppInfo, QrItem } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** Answer of `POST /v1/home/cards`: the carousel's cards and the school statistics. */
export type HomeCards = Data<typeof home.cards>;

/**
 * A feature card of the new home's carousel (spec §2 "New home"; docs/apps.md "Home"): `jptk`
 * and `xbtk` need an organisation (§5), `classroom` needs login; `path` is a route of the web app.
 */
export type FeatureCard = HomeCards['list'][number];

/** `POST /v1/home/functions` (spec §2 "Recommended function buttons"; path in docs/apps.md). */
export function fetchHomeFunctions(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ list: AppInfo[] }> {
  return send<typeof home.functions>(client, homePaths.functions, {}, options);
}

/** `POST /v1/home/cards` (spec §2 carousel of feature cards, §3 Home card info). */
export function fetchHomeCards(client: ApiClient, options?: RequestOptions): Promise<HomeCards> {
  return send<typeof home.cards>(client, homePaths.cards, {}, options);
}

/** `GET /v1/qrcode/list` (spec §3 QR list): assistant, group, app download, in that order. */
export function fetchQrCodes(client: ApiClient, options?: RequestOptions): Promise<QrItem[]> {
  return send<typeof home.qrcodes>(client, homePaths.qrcodes, undefined, options);
}
