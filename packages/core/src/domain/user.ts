/**
 * The teacher and their schools (spec §3 "User info", "Organisation"; §7 `/v1/user/info`,
 * `/v1/user/mod`).
 */

/** §3 Organisation: a school the teacher belongs to. */
export interface Organisation {
  orgId: number;
  orgName: string;
  /** URL of the school logo; the header shows it when the school is current (§6). */
  logo: string;
  /** URL of the home background of the school (§6). */
  background: string;
  /** 1 shows the AI course sidebar item (§2 "Layout"); anything else hides it. */
  isCourseShow: number;
}

/**
 * §3 User info, as `POST /v1/user/info` returns it.
 *
 * Pitfall: `vipEndAt` is **unix seconds**, while `Date.now()` is milliseconds; compare with
 * `isVipActive` / `trackingIdentity`, never by hand.
 */
export interface UserInfo {
  /** Account id, shown read-only in the account dialog (§2). Also the A/B and tracking id. */
  uid: string;
  uname: string;
  /** Avatar URL; `''` when none. */
  avatar: string;
  /** Id at the login provider. */
  talId: string;
  schoolName: string;
  /** Id from `schoolTypeList` of the common info (§3); 0 when unset. */
  schoolType: number;
  /** Id from `periodTypeList`; -1 or 0 when unset (§5: a missing period is saved as -1). */
  period: number;
  /** Id from `subjectTypeList`; 0 when unset (§5: a missing subject is saved as 0). */
  subject: number;
  /** Display name of the period, e.g. 小学; `''` when unset. */
  periodName: string;
  /** Display name of the subject, e.g. 语文; `''` when unset. */
  subjectName: string;
  /** Membership end, unix **seconds**; 0 when never a member (§4). */
  vipEndAt: number;
  orgList: Organisation[];
  /** The current organisation's id; 0 when the teacher has none. */
  curOrgId: number;
  /** Under 2 flags a new user (§4), who gets the identity-tag dialog. */
  timeSinceRegistration: number;
  /** The last 4 digits of the login phone (手机尾号), to tell two accounts apart. */
  phoneTail?: string;
}

/**
 * §7 `POST /v1/user/mod` body: the fields the account and period/subject dialogs save.
 * Build it with `buildProfilePayload` so missing subject/period get 0/-1 (§5).
 */
export interface ProfileUpdate {
  subject: number;
  period: number;
  schoolType?: number;
  uname?: string;
  schoolName?: string;
  avatar?: string;
}
