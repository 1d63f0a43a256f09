import { fetchAppIndexList, isApiError, type ApiClient } from '@aita/api';
import { MSG_NETWORK_ERROR, type AppIndexList, type AppIndexListQuery } from '@aita/core';

/** Per-call options the sagas pass down (a saga cancelled by `takeLatest` aborts its call). */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Everything the sagas need from the outside world, passed in when the store is created so
 * tests run the same sagas against a real server. Each call resolves with the envelope's `data`
 * or rejects with an `ApiError` whose `msg` is the Chinese text to show (spec §8).
 */
export interface AppServices {
  /** `POST /v1/app/index/list` (spec §7). */
  fetchAppIndexList(query?: AppIndexListQuery, options?: CallOptions): Promise<AppIndexList>;
  /** The device id (cookie, 300 days, §9): the A/B subject of anonymous users. */
  getDeviceId(): string;
}

/** Services over one `@aita/api` client. */
export function createServices(client: ApiClient, getDeviceId: () => string): AppServices {
  return {
    fetchAppIndexList: (query = {}, options = {}) => fetchAppIndexList(client, query, options),
    getDeviceId,
  };
}

/**
 * The Chinese message of a failed call: the server's msg for a business code, 网络异常，暂无数据
 * for every transport failure (§8); anything unexpected also reads as the network message.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.msg) return error.msg;
  return MSG_NETWORK_ERROR;
}
