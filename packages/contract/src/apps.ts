/**
 * Apps: the application centre, search, favourites and the recent lists (spec §3 "Application",
 * "App list response"; §7 "Apps and favourites"; docs/apps.md).
 */
import { APP_CATEGORIES, APP_CATEGORY_FILTER_MAX, APP_SEARCH_QUERY_MAX } from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { appIdField, textField } from './fields';
import { ignoredBody } from './ignored';
import { paths } from './paths';

/** 1 or 0, as the wire sends flags. */
export const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** §3 SEO info. */
export const appSeoInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keyWords: z.string(),
  uri: z.string(),
  appId: z.number(),
});

/** §3 Application. */
export const appInfoSchema = z.object({
  appId: z.number(),
  name: z.string(),
  logo: z.string(),
  desc: z.string(),
  template: z.number(),
  category: z.enum(APP_CATEGORIES),
  uri: z.string(),
  appSeoInfo: appSeoInfoSchema.nullable(),
  isCollect: zeroOne,
});

const appColumn = z.object({ id: z.number(), name: z.string(), appList: z.array(appInfoSchema) });

/** §3 App list response. */
export const appIndexListSchema = z.object({
  hasNewStandardColumn: z.boolean(),
  columnList: z.array(appColumn),
  appList: z.record(z.string(), z.array(appInfoSchema)),
  newColumnList: z.array(appColumn),
  newAppList: z.record(z.string(), z.array(appInfoSchema)),
  newStandardDocList: z.array(z.object({ name: z.string(), link: z.string() })),
});

/** A list of apps and how many there are in all. */
export const appListPageSchema = z.object({ list: z.array(appInfoSchema), total: z.number() });

/**
 * Body of `POST /v1/app/index/list`: `{name?, category?}`, null counts as absent; `name` is
 * searched like `/v1/app/search` (same length limit).
 */
export const appIndexListBody = z.object({
  name: textField(APP_SEARCH_QUERY_MAX).nullish(),
  category: textField(APP_CATEGORY_FILTER_MAX).nullish(),
});

/** §4 favourite status: 1 collects, 0 cancels (also as a string). */
const collectStatusField = z
  .unknown()
  .optional()
  .transform((v) => (v === '1' ? 1 : v === '0' ? 0 : v))
  .refine((v) => v === 1 || v === 0, { message: '只能为 1（收藏）或 0（取消收藏）' })
  .transform((v) => v as 0 | 1);

const appIdBody = z.object({ appId: appIdField });

/** Apps endpoints. */
export const apps = {
  /** `POST /v1/app/index/list {name?, category?}`: the centre's columns and apps. */
  indexList: endpoint(paths.apps.indexList, { body: appIndexListBody, data: appIndexListSchema }),
  /** `POST /v1/app/search {query}`: ranked hits (at most 100) and how many matched. */
  search: endpoint(paths.apps.search, {
    body: z.object({ query: textField(APP_SEARCH_QUERY_MAX) }),
    data: appListPageSchema,
  }),
  /** `GET /v1/app/recommend`: the hot applications, at most 8. */
  recommend: endpoint(paths.apps.recommend, { data: z.array(appInfoSchema) }),
  /** `POST /v1/aitalk/collect/list`: the teacher's favourites, newest first. */
  favourites: endpoint(paths.apps.favourites, { body: ignoredBody, data: appListPageSchema }),
  /** `POST /v1/aitalk/collect/update {appId, status}`: idempotent; unknown app → 40004. */
  updateFavourite: endpoint(paths.apps.updateFavourite, {
    body: z.object({ appId: appIdField, status: collectStatusField }),
    data: z.object({ appId: z.number(), status: zeroOne }),
  }),
  /** `POST /v1/aitalk/mylist/recent`: the recent list, newest first, at most 8. */
  recentApps: endpoint(paths.apps.recentApps, { body: ignoredBody, data: appListPageSchema }),
  /** `POST /v1/aitalk/mylist/add {appId}`: the recent list. */
  addRecentApp: endpoint(paths.apps.addRecentApp, {
    body: appIdBody,
    data: z.object({ appId: z.number() }),
  }),
  /** `POST /v1/aiassistant/mylist/add {appId}`: the same for an assistant app. */
  addRecentAssistant: endpoint(paths.apps.addRecentAssistant, {
    body: appIdBody,
    data: z.object({ appId: z.number() }),
  }),
  logo: endpoint(paths.apps.logo, {}),
} as const;
