import { NEW_USER_THRESHOLD } from '../constants';
import type { UserInfo } from '../domain';

/**
 * §4: "A VIP badge shows on the avatar when now is not later than vipEndAt."
 * Pitfall: `vipEndAtSeconds` is unix **seconds**, `nowMs` epoch **milliseconds** (`Date.now()`).
 * Compared as `nowMs <= vipEndAtSeconds * 1000`: the badge shows up to and including the end
 * instant. 0 (never a member) is never active.
 */
export function isVipActive(vipEndAtSeconds: number, nowMs: number): boolean {
  return Number.isFinite(vipEndAtSeconds) && vipEndAtSeconds > 0 && nowMs <= vipEndAtSeconds * 1000;
}

/** §4: "A user is flagged new if timeSinceRegistration is under 2." */
export function isNewUser(user: Pick<UserInfo, 'timeSinceRegistration'>): boolean {
  return user.timeSinceRegistration < NEW_USER_THRESHOLD;
}

/** An unset period: -1 (§5 profile default), 0, or not a number. */
export function isPeriodUnset(period: number | null | undefined): boolean {
  return typeof period !== 'number' || !Number.isFinite(period) || period <= 0;
}

/** An unset subject: 0 (§5 profile default), negative, or not a number. */
export function isSubjectUnset(subject: number | null | undefined): boolean {
  return typeof subject !== 'number' || !Number.isFinite(subject) || subject <= 0;
}

/**
 * §4: "Users with empty period and subject are prompted to set them." Prompted when either is
 * unset: the period/subject dialog sets both together (docs/core.md).
 */
export function needsPeriodAndSubject(user: Pick<UserInfo, 'period' | 'subject'>): boolean {
  return isPeriodUnset(user.period) || isSubjectUnset(user.subject);
}
