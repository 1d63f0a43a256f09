import {
  deviceTag,
  trackingIdentity,
  trackingUserId,
  type DeviceTag,
  type TrackingIdentity,
  type UserInfo,
} from '@aita/core';

/** The identity part of every tracking event (spec §4 tracking identity, §9 id and device). */
export interface TrackingContext {
  /** unlogin, nonmember, member or member_expired (§4). */
  identity: TrackingIdentity;
  /** The uid, or 000000 when anonymous (§9). */
  userId: string;
  /** web, wap_h5 or wap_wx (§9). */
  device: DeviceTag;
}

/** Builds the tracking context of `user` (null when anonymous) now, from core's rules. */
export function trackingContext(
  user: UserInfo | null,
  nowMs: number,
  userAgent: string,
): TrackingContext {
  return {
    identity: trackingIdentity(user, nowMs),
    userId: trackingUserId(user),
    device: deviceTag(userAgent),
  };
}
