import { TRACKING_USER_ID_FALLBACK } from '../constants';
import type { UserInfo } from '../domain';
import { isVipActive } from '../validation/user-rules';

/** §4 tracking identity of the current visitor. */
export type TrackingIdentity = 'unlogin' | 'nonmember' | 'member' | 'member_expired';

/**
 * §4: "Tracking identity: unlogin (no uid), nonmember (vipEndAt is 0), member (vipEndAt not before
 * now), member_expired." `vipEndAt` is unix seconds, `nowMs` epoch milliseconds.
 */
export function trackingIdentity(
  user: Pick<UserInfo, 'uid' | 'vipEndAt'> | null | undefined,
  nowMs: number,
): TrackingIdentity {
  if (!user || !user.uid) return 'unlogin';
  if (!user.vipEndAt) return 'nonmember';
  return isVipActive(user.vipEndAt, nowMs) ? 'member' : 'member_expired';
}

/** §9: "Tracking user id falls back to 000000." */
export function trackingUserId(user: Pick<UserInfo, 'uid'> | null | undefined): string {
  return user?.uid ? String(user.uid) : TRACKING_USER_ID_FALLBACK;
}
