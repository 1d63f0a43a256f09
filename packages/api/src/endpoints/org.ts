import type { ApiClient, RequestOptions } from '../client';

/** A school found by its join code (`/v1/org/check_code`, `/v1/org/join`). */
export interface OrgCodeResult {
  orgId: number;
  orgName: string;
  logo: string;
}

/** `POST /v1/org/check_code {code}` (spec §1 join by code, §7). Unknown code → 40004 学校邀请码无效. */
export function checkOrgCode(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<OrgCodeResult> {
  return client.post<OrgCodeResult>('/v1/org/check_code', { code }, options);
}

/** `POST /v1/org/join {code}` (spec §7): joins the school (idempotent) and makes it current. */
export function joinOrg(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<OrgCodeResult & { curOrgId: number }> {
  return client.post<OrgCodeResult & { curOrgId: number }>('/v1/org/join', { code }, options);
}
