import type { Data, jyy } from '@aita/contract';
import { jyyPaths } from '@aita/contract/paths/jyy';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

const c = jyyPaths;

/** The os=jzax top tabs and subjects. */
export type JyyTabs = Data<typeof jyy.tabList>;
export type JyyNobookIndex = Data<typeof jyy.nobookIndex>;
export type JyyMiniprogramDetail = Data<typeof jyy.miniprogramDetail>;

/** `POST /v1/jyy/config/tabList`: the os=jzax top tabs and the subject list. */
export function fetchJyyTabs(client: ApiClient, options?: RequestOptions) {
  return send<typeof jyy.tabList>(client, c.tabList, {}, options);
}

/** `POST /v1/jyy/miniprogram/keyword`: the mini-program's search keywords. */
export function fetchJyyKeywords(client: ApiClient, options?: RequestOptions) {
  return send<typeof jyy.keyword>(client, c.keyword, {}, options);
}

/** `POST /v1/jyy/nobook/index`: the virtual experiments, of one subject ('' all). */
export function fetchJyyNobook(client: ApiClient, subject = '', options?: RequestOptions) {
  return send<typeof jyy.nobookIndex>(client, c.nobookIndex, { subject }, options);
}

/** `POST /v1/jyy/miniprogram/detail`: one mini-program. */
export function fetchJyyMiniprogram(client: ApiClient, id: string, options?: RequestOptions) {
  return send<typeof jyy.miniprogramDetail>(client, c.miniprogramDetail, { id }, options);
}
