/**
 * Applications and the app list (spec §3 "Application", "App list response", "SEO info").
 */

/** §3: categories seen. The category decides how an app opens. */
export const APP_CATEGORIES = [
  'htmlfile',
  'nobook',
  'miniprogram',
  'image2video',
  'aiquestion',
  'image2image',
  'aiassistant',
] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

/** §3 SEO info. */
export interface AppSeoInfo {
  title: string;
  description: string;
  keyWords: string;
  uri: string;
  appId: number;
}

/** §3 Application. `isCollect` is 1 when the logged-in teacher has favourited it. */
export interface AppInfo {
  appId: number;
  name: string;
  /** URL of the logo, served by the app itself (e.g. `/static/app-logos/…svg`). */
  logo: string;
  desc: string;
  /** 1 when the app is a prompt template (opens chat with a prefilled template). */
  template: number;
  category: AppCategory;
  /** Chat uri used by /chat/{uri}. */
  uri: string;
  appSeoInfo: AppSeoInfo | null;
  isCollect: 0 | 1;
}

/** A column (category section) of the application centre. */
export interface AppColumn {
  id: number;
  name: string;
  appList: AppInfo[];
}

/** A compulsory-education curriculum document shown in the new-curriculum zone. */
export interface StandardDoc {
  name: string;
  link: string;
}

/**
 * §3 App list response of `POST /v1/app/index/list`.
 * - `columnList`: the columns in display order, each with its apps; when `hasNewStandardColumn`
 *   it includes the new-curriculum zone column, whose id is random in 100..999 (§3).
 * - `appList`: the same apps keyed by column id (string keys, as JSON has them).
 * - `newColumnList` / `newAppList`: the sub-columns of the new-curriculum zone and their apps.
 * - `newStandardDocList`: the curriculum documents, as external links.
 */
export interface AppIndexList {
  hasNewStandardColumn: boolean;
  columnList: AppColumn[];
  appList: Record<string, AppInfo[]>;
  newColumnList: AppColumn[];
  newAppList: Record<string, AppInfo[]>;
  newStandardDocList: StandardDoc[];
}

/** Optional search payload of `POST /v1/app/index/list` (§7). */
export interface AppIndexListQuery {
  name?: string;
  category?: string;
}
