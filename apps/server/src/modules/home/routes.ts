import { home as contract, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import type { HomeService } from './service';
import type { ViewerId } from '../identity';

/**
 * Paths not shown in the spec (§7 "recommended function items"; §2 feature cards), documented in
 * docs/apps.md "Home":
 * - `POST /v1/home/functions` (any body) → `{ list: AppInfo[] }`;
 * - `POST /v1/home/cards` (any body) → `{ list: FeatureCard[], cardInfo: HomeCardInfo }`.
 */
export const homeRoutes: FastifyPluginAsync<{ home: HomeService; viewerId: ViewerId }> = async (
  app,
  { home, viewerId },
) => {
  app.post(contract.functions.path, async (request) =>
    ok<Data<typeof contract.functions>>({ list: await home.functions(await viewerId(request)) }),
  );
  app.post(contract.cards.path, async (request) =>
    ok<Data<typeof contract.cards>>(await home.cards(await viewerId(request))),
  );
};
