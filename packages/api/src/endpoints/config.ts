import type { ApiClient, RequestOptions } from '../client';

/** A named link (footer). */
export interface LinkItem {
  name: string;
  link: string;
}

/** Answer of `POST /v1/base/resource/config` (shape in docs/apps.md "Config"). */
export interface ResourceConfig {
  /** 公司介绍, 用户协议, 隐私政策 (§2 "New home" footer). */
  footerLinks: LinkItem[];
  /** The ICP filing line; `text` is `''` when none is configured (then the line is hidden). */
  icp: LinkItem & { text: string };
  appCenterPath: string;
  source: 'web' | 'miniprogram';
}

/** Answer of `GET /v1/base/grade/config`: periods and their grades. */
export interface GradeConfig {
  periodList: { id: number; name: string; gradeList: { id: number; name: string }[] }[];
}

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
