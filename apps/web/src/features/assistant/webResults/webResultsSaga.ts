import { fetchNetworkLog, isApiError } from '@aita/api';
import { MSG_NETWORK_LIST_FAILED } from '@aita/core';
import { call, put, select } from 'typed-redux-saga';
import { apiClient } from '../../../shared/ports/context';
import type { WithChat } from '../chatState';
import { networkResultsFailed, networkResultsLoaded, networkResultsLoading } from '../chatSlice';

/** §8 "Web search list failure": msg or 获取联网搜索列表失败. */
export function* loadNetworkResults(logId: string) {
  const existing = yield* select((s: WithChat) => s.chat.results[logId]);
  if (existing && existing.status !== 'failed') return;
  yield* put(networkResultsLoading({ logId }));
  try {
    const { list } = yield* call(fetchNetworkLog, yield* apiClient(), logId);
    yield* put(networkResultsLoaded({ logId, list }));
  } catch (error) {
    const text = isApiError(error) && error.kind === 'business' ? error.msg : '';
    yield* put(networkResultsFailed({ logId, error: text || MSG_NETWORK_LIST_FAILED }));
  }
}
