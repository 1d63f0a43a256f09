/**
 * Home: the new home's function buttons and feature cards, the QR codes (spec §2 "New home", §3
 * "Home card info", "QR list"; docs/apps.md "Home").
 */
import { z } from 'zod';
import { appInfoSchema, zeroOne } from './apps';
import { endpoint } from './endpoint';
import { ignoredBody } from './ignored';
import { paths } from './paths';

/** A feature card of the new home's carousel. */
export const featureCardSchema = z.object({
  key: z.string(),
  title: z.string(),
  desc: z.string(),
  path: z.string(),
  needLogin: zeroOne,
  needOrg: zeroOne,
});

/** §3 Home card info. */
export const homeCardInfoSchema = z.object({
  tikuInfo: z.object({ tiTotal: z.number(), juanTotal: z.number() }),
  schoolInfo: z.object({
    tiTotal: z.number(),
    tiMonAdd: z.number(),
    JuanMonAdd: z.number(),
    juanTotal: z.number(),
  }),
  classInfo: z.object({ classTotal: z.number(), personTotal: z.number() }),
});

/** §3 QR list entry. */
export const qrItemSchema = z.object({
  kind: z.enum(['assistant', 'group', 'app']),
  name: z.string(),
  image: z.string(),
});

/** Home endpoints. */
export const home = {
  /** `POST /v1/home/functions`: the recommended function buttons. */
  functions: endpoint(paths.home.functions, {
    body: ignoredBody,
    data: z.object({ list: z.array(appInfoSchema) }),
  }),
  /** `POST /v1/home/cards`: the carousel of feature cards and the statistics. */
  cards: endpoint(paths.home.cards, {
    body: ignoredBody,
    data: z.object({ list: z.array(featureCardSchema), cardInfo: homeCardInfoSchema }),
  }),
  /** `GET /v1/qrcode/list`: assistant, group, app download, in that order. */
  qrcodes: endpoint(paths.home.qrcodes, { data: z.array(qrItemSchema) }),
  qrcodeImage: endpoint(paths.home.qrcodeImage, {}),
} as const;
