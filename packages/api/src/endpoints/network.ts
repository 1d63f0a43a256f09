import type { WebSearchResult } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/**
 * `POST /v1/network/log/list {logId}` (§7 "Web-search list sends logId and reads list"; §3 Web
 * search result; login): the results the answer cited, `[1]` first, so `[n]` is `list[n-1]`.
 * On failure the drawer shows the msg or 获取联网搜索列表失败 (§8).
 */
export function fetchNetworkLog(
  client: ApiClient,
  logId: string,
  options?: RequestOptions,
): Promise<{ list: WebSearchResult[] }> {
  return client.post('/v1/network/log/list', { logId }, options);
}
