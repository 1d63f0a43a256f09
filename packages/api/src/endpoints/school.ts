import type { Data, school } from '@aita/contract';
import { paths } from '@aita/contract/paths';
import type { ApiClient, RequestOptions } from '../client';
import { send } from './send';

/** A school found by its join code (`/v1/org/check_code`, `/v1/org/join`). */
export type OrgCodeResult = Data<typeof school.checkCode>;

/** `POST /v1/org/check_code {code}` (spec §1 join by code, §7). Unknown code → 40004 学校邀请码无效. */
export function checkOrgCode(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<OrgCodeResult> {
  return send<typeof school.checkCode>(client, paths.school.checkCode, { code }, options);
}

/** `POST /v1/org/join {code}` (spec §7): joins the school (idempotent) and makes it current. */
export function joinOrg(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<OrgCodeResult & { curOrgId: number }> {
  return send<typeof school.join>(client, paths.school.join, { code }, options);
}

/** `POST /v1/user/cur_org {orgId}` (spec §6 organisation switch). Not a member → 40003. */
export function setCurrentOrg(
  client: ApiClient,
  orgId: number,
  options?: RequestOptions,
): Promise<{ curOrgId: number }> {
  return send<typeof school.setCurrent>(client, paths.school.setCurrent, { orgId }, options);
}
