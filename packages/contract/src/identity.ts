/**
 * Identity: the teacher's account and profile, the built-in login provider (`/passport`), tickets
 * and tracking (spec §3 "User info", §7 "User and organisation"; docs/identity.md).
 */
import {
  AD_CLICK_ID_KEYS,
  MSG_AVATAR_URL_INVALID,
  MSG_PERIOD_INVALID,
  MSG_SCHOOL_NAME_TOO_LONG,
  MSG_SCHOOL_TYPE_INVALID,
  MSG_SUBJECT_INVALID,
  MSG_TEXT_BAD_CHAR,
  MSG_UNAME_EMPTY,
  MSG_UNAME_TOO_LONG,
  PERIOD_TYPES,
  PROFILE_MISSING_PERIOD,
  REPORT_EVENT_MAX_LENGTH,
  REPORT_PARAMS_MAX_CHARS,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPES,
  SUBJECT_TYPES,
  TICKET_MAX_LENGTH,
  UNAME_MAX_LENGTH,
  type IdName,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { textField } from './fields';
import { ignoredBody } from './ignored';
import { paths } from './paths';
import { WHOLE_MESSAGE } from './validate';

/** Longest legacy `code` of `/v1/user/info` and `/v1/user/configs` (accepted, not used). */
const LEGACY_CODE_MAX = 128;
/** Longest phone and password of the login provider's forms (their rules live in the service). */
const PHONE_MAX = 32;
const PASSWORD_MAX = 256;
/** Longest name given at registration (the service applies UNAME_MAX_LENGTH after trimming). */
const REGISTER_UNAME_MAX = 100;
/** Longest ad click id. */
const AD_CLICK_ID_MAX = 256;
/** Longest text of a `/v1/user/mod` field before its own rule reads it. */
const PROFILE_TEXT_MAX = 1000;

/**
 * C0/C1 controls (tabs and newlines included), NUL and Unicode format characters (Cf: bidi
 * overrides such as U+202E, zero-width U+200B/U+200D, U+FEFF: a name that displays as another)
 * have no place in a name: refused at registration and at `/v1/user/mod` alike.
 */
export const NAME_CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/u;
/** An avatar stored by `/passport/api/avatar`: the only avatar `/v1/user/mod` accepts. */
export const AVATAR_PATH_PATTERN = /^\/files\/avatars\/[A-Za-z0-9_-]{32}\.(?:jpg|png)$/;

/** §3 Organisation. */
export const organisationSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  logo: z.string(),
  background: z.string(),
  isCourseShow: z.number(),
});

/** §3 User info. */
export const userInfoSchema = z.object({
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  talId: z.string(),
  schoolName: z.string(),
  schoolType: z.number(),
  period: z.number(),
  subject: z.number(),
  periodName: z.string(),
  subjectName: z.string(),
  vipEndAt: z.number(),
  orgList: z.array(organisationSchema),
  curOrgId: z.number(),
  timeSinceRegistration: z.number(),
  /** The last 4 digits of the login phone (手机尾号). */
  phoneTail: z.string().optional(),
});

const idName = z.object({ id: z.number(), name: z.string() });
/** §3 Common info lists. */
export const commonInfoSchema = z.object({
  periodTypeList: z.array(idName),
  schoolTypeList: z.array(idName),
  subjectTypeList: z.array(idName),
});

/** The legacy `{code?}` body of `/v1/user/info` and `/v1/user/configs`. */
const legacyCodeBody = z.object({
  code: z.union([textField(LEGACY_CODE_MAX), z.number()]).nullish(),
});

const has = (list: readonly IdName[], id: number) => list.some((i) => i.id === id);
const length = (s: string) => [...s].length;
const int = z.number().int().nullish();
const str = z.string().max(PROFILE_TEXT_MAX).nullish();

/** The profile fields `/v1/user/mod` changes, as the server stores them. */
export interface ProfileChanges {
  uname?: string;
  schoolName?: string;
  schoolType?: number;
  period?: number;
  subject?: number;
  avatar?: string;
}

/**
 * Body of `POST /v1/user/mod` (§7; §5 "a missing subject is sent as 0 and a missing period as
 * -1"): every field optional, `null` counts as absent, text trimmed. The rules run in field
 * order and the first broken one is the answer, a whole sentence (姓名不能为空…).
 */
export const profileUpdateBody = z
  .object({ uname: str, schoolName: str, schoolType: int, period: int, subject: int, avatar: str })
  .transform((input, ctx): ProfileChanges => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message, params: WHOLE_MESSAGE, input });
      return z.NEVER;
    };
    const changes: ProfileChanges = {};
    if (input.uname != null) {
      const uname = input.uname.trim();
      if (!uname) return refuse(MSG_UNAME_EMPTY);
      if (length(uname) > UNAME_MAX_LENGTH) return refuse(MSG_UNAME_TOO_LONG);
      if (NAME_CONTROL_CHARACTERS.test(uname)) return refuse(`姓名${MSG_TEXT_BAD_CHAR}`);
      changes.uname = uname;
    }
    if (input.schoolName != null) {
      const schoolName = input.schoolName.trim();
      if (length(schoolName) > SCHOOL_NAME_MAX_LENGTH) return refuse(MSG_SCHOOL_NAME_TOO_LONG);
      if (NAME_CONTROL_CHARACTERS.test(schoolName)) return refuse(`学校名称${MSG_TEXT_BAD_CHAR}`);
      changes.schoolName = schoolName;
    }
    if (input.schoolType != null) {
      if (input.schoolType !== 0 && !has(SCHOOL_TYPES, input.schoolType)) {
        return refuse(MSG_SCHOOL_TYPE_INVALID);
      }
      changes.schoolType = input.schoolType;
    }
    if (input.period != null) {
      const unset = input.period === PROFILE_MISSING_PERIOD || input.period === 0;
      if (!unset && !has(PERIOD_TYPES, input.period)) return refuse(MSG_PERIOD_INVALID);
      changes.period = unset ? PROFILE_MISSING_PERIOD : input.period;
    }
    if (input.subject != null) {
      if (input.subject !== 0 && !has(SUBJECT_TYPES, input.subject)) {
        return refuse(MSG_SUBJECT_INVALID);
      }
      changes.subject = input.subject;
    }
    if (input.avatar != null) {
      if (input.avatar !== '' && !AVATAR_PATH_PATTERN.test(input.avatar)) {
        return refuse(MSG_AVATAR_URL_INVALID);
      }
      changes.avatar = input.avatar;
    }
    return changes;
  });

/** Body of `POST /v1/report`: an event name and small free-form params. */
export const reportBody = z.object({
  event: textField(REPORT_EVENT_MAX_LENGTH)
    .regex(/^[\w.:-]+$/, { message: '只能包含字母、数字和 _ . : -' })
    .min(1),
  params: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine((p) => p == null || JSON.stringify(p).length <= REPORT_PARAMS_MAX_CHARS, {
      message: `不能超过 ${REPORT_PARAMS_MAX_CHARS} 个字符`,
    })
    .refine((p) => p == null || !JSON.stringify(p).includes('\\u0000'), {
      message: '包含不允许的字符',
    }),
});

const credentials = { phone: textField(PHONE_MAX), password: textField(PASSWORD_MAX) };
const adClickId = z
  .string()
  .max(AD_CLICK_ID_MAX)
  .regex(/^[\w.~%=+/-]*$/, { message: '包含不允许的字符' });

/** Longest SMS code field read (the service wants exactly 6 digits). */
const SMS_CODE_MAX = 16;
const smsCode = textField(SMS_CODE_MAX);

/** Body of `POST /passport/api/login`. */
export const loginBody = z.object(credentials);
/** What an SMS code is for. */
export const SMS_PURPOSES = ['register', 'reset'] as const;
/** Body of `POST /passport/api/sms-code`. */
export const smsCodeBody = z.object({
  phone: textField(PHONE_MAX),
  purpose: z.enum(SMS_PURPOSES, { message: '验证码用途不正确' }),
});
/** Body of `POST /passport/api/reset-password`. */
export const resetPasswordBody = z.object({ ...credentials, code: smsCode });
/** Body of `POST /v1/user/password`. */
export const changePasswordBody = z.object({
  oldPassword: textField(PASSWORD_MAX),
  newPassword: textField(PASSWORD_MAX),
});
/** A live login as 登录设备 lists it; times in unix seconds. */
export const loginSessionSchema = z.object({
  id: z.number(),
  /** 浏览器和系统, e.g. `Chrome · Windows`. */
  device: z.string(),
  ip: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number(),
  expiresAt: z.number(),
  /** The login this request was made with. */
  current: z.boolean(),
});
/** Body of `POST /passport/api/register`. */
export const registerBody = z.object({
  ...credentials,
  code: smsCode,
  uname: textField(REGISTER_UNAME_MAX).nullish(),
  adClickIds: z
    .object(
      Object.fromEntries(AD_CLICK_ID_KEYS.map((k) => [k, adClickId.optional()])) as Record<
        (typeof AD_CLICK_ID_KEYS)[number],
        z.ZodOptional<typeof adClickId>
      >,
    )
    .nullish(),
});

/** A session of the login provider; `expiresAt` in unix seconds. */
export const passportSessionSchema = z.object({
  token: z.string(),
  uid: z.string(),
  expiresAt: z.number(),
  /** Wrong passwords tried for the account since its previous login (password login only). */
  failedAttempts: z.number().optional(),
});

/** Identity endpoints. */
export const identity = {
  /** `POST /v1/user/info {code?}`: the §3 user info; `code` is accepted and not used. */
  userInfo: endpoint(paths.identity.userInfo, { body: legacyCodeBody, data: userInfoSchema }),
  /** `POST /v1/user/mod`: saves profile fields. */
  updateProfile: endpoint(paths.identity.updateProfile, {
    body: profileUpdateBody,
    data: z.null(),
  }),
  /** `POST /v1/user/configs {code?}`: the common info lists (public). */
  userConfigs: endpoint(paths.identity.userConfigs, {
    body: legacyCodeBody,
    data: commonInfoSchema,
  }),
  /** `POST /v1/user/logout`: revokes the token; always 200. */
  logout: endpoint(paths.identity.logout, {
    body: ignoredBody,
    data: z.object({ revoked: z.boolean() }),
  }),
  /** `POST /v1/report {event, params?}`: one tracking event. */
  report: endpoint(paths.identity.report, { body: reportBody, data: z.null() }),
  /** `POST /v1/udc/ticket-login {ticket}`: a one-time ticket for a 30-day token. */
  ticketLogin: endpoint(paths.identity.ticketLogin, {
    body: z.object({ ticket: textField(TICKET_MAX_LENGTH).min(1) }),
    data: z.object({ token: z.string(), expiresAt: z.number() }),
  }),
  /** `POST /passport/api/login {phone, password}`: a 10-day frame session. */
  passportLogin: endpoint(paths.identity.passportLogin, {
    body: loginBody,
    data: passportSessionSchema,
  }),
  /** `POST /passport/api/register`. */
  passportRegister: endpoint(paths.identity.passportRegister, {
    body: registerBody,
    data: passportSessionSchema,
  }),
  /**
   * `POST /passport/api/sms-code {phone, purpose}`: sends a 6-digit code. The answer is the same
   * whether the number has an account or not; `delivery` says whether it went by SMS or, with
   * no SMS service configured, to the server log.
   */
  passportSmsCode: endpoint(paths.identity.passportSmsCode, {
    body: smsCodeBody,
    data: z.object({ delivery: z.enum(['sms', 'log']), resendAfter: z.number() }),
  }),
  /** `POST /passport/api/reset-password {phone, code, password}`: ends every session. */
  passportResetPassword: endpoint(paths.identity.passportResetPassword, {
    body: resetPasswordBody,
    data: z.null(),
  }),
  /** `POST /v1/user/password {oldPassword, newPassword}`: ends every other login. */
  changePassword: endpoint(paths.identity.changePassword, {
    body: changePasswordBody,
    data: z.object({ revoked: z.number() }),
  }),
  /** `POST /v1/user/sessions`: the teacher's live logins (登录设备). */
  sessionList: endpoint(paths.identity.sessionList, {
    body: ignoredBody,
    data: z.object({ list: z.array(loginSessionSchema) }),
  }),
  /** `POST /v1/user/sessions/revoke {id}`: ends one login of the teacher's. */
  sessionRevoke: endpoint(paths.identity.sessionRevoke, {
    body: z.object({ id: z.number().int().positive() }),
    data: z.object({ revoked: z.boolean() }),
  }),
  /** `POST /v1/user/sessions/revoke-all`: ends every login, this one included (退出所有设备). */
  sessionRevokeAll: endpoint(paths.identity.sessionRevokeAll, {
    body: ignoredBody,
    data: z.object({ revoked: z.number() }),
  }),
  /** `POST /passport/api/ticket`: a one-time ticket valid 5 minutes. */
  passportTicket: endpoint(paths.identity.passportTicket, {
    body: ignoredBody,
    data: z.object({ ticket: z.string(), expiresAt: z.number() }),
  }),
  /** `POST /passport/api/sso-token`: a fresh 30-day token and its `/sso?token=…` link. */
  passportSsoToken: endpoint(paths.identity.passportSsoToken, {
    body: ignoredBody,
    data: z.object({ token: z.string(), expiresAt: z.number(), url: z.string() }),
  }),
  /** `POST /passport/api/avatar`, multipart, one file in the field `file` → the stored `{url}`. */
  avatarUpload: endpoint(paths.identity.avatarUpload, { data: z.object({ url: z.string() }) }),
  avatarFile: endpoint(paths.identity.avatarFile, {}),
  loginPage: endpoint(paths.identity.loginPage, {}),
  loginScript: endpoint(paths.identity.loginScript, {}),
  loginStyle: endpoint(paths.identity.loginStyle, {}),
} as const;
