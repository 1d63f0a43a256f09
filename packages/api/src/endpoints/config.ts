import type { GradeConfig, ResourceConfig } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

export type { GradeConfig, LinkItem, ResourceConfig } from '@aita/core';

/** `POST /v1/base/resource/config` (spec §7; `source=miniprogram` as a query when asked). */
export function fetchResourceConfig(
  client: ApiClient,
  source?: 'miniprogram',
  options?: RequestOptions,
): Promise<ResourceConfig> {
  return client.post<ResourceConfig>(
    '/v1/base/resource/config',
    {},
    source ? { ...options, searchParams: { ...options?.searchParams, source } } : options,
  );
}

/** `GET /v1/base/grade/config` (spec §7). */
export function fetchGradeConfig(
  client: ApiClient,
  options?: RequestOptions,
): Promise<GradeConfig> {
  return client.get<GradeConfig>('/v1/base/grade/config', options);
}
