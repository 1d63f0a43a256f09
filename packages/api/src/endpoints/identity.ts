import type { Data, identity } from '@aita/contract';
import { identityPaths } from '@aita/contract/paths/identity';
import {
  AVATAR_UPLOAD_FIELD,
  type CommonInfo,
  type ProfileUpdate,
  type UserInfo,
} from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';
import { decodeEnvelopeText } from '../decode';
import { ApiError } from '../errors';
import { send } from './send';

/** `data` of `POST /v1/udc/ticket-login`: a 30-day token (§9); `expiresAt` in unix seconds. */
export type TicketLoginResult = Data<typeof identity.ticketLogin>;

/** `data` of the login provider's login and register calls; `expiresAt` in unix seconds. */
export type PassportSession = Data<typeof identity.passportLogin>;

/**
 * `POST /v1/user/info {code}` (spec §7): the §3 user info of the token's teacher.
 * 20100 without a token, 20200 with a dead one (the client clears it, §8).
 */
export function fetchUserInfo(
  client: ApiClient,
  body: { code?: string } = {},
  options?: RequestOptions,
): Promise<UserInfo> {
  return send<typeof identity.userInfo>(client, identityPaths.userInfo, body, options);
}

/**
 * `POST /v1/user/mod` (spec §7): saves profile fields. Build the body with core's
 * `buildProfilePayload` (§5: missing subject 0, missing period -1). Non-200 → the server msg.
 */
export function updateUserProfile(
  client: ApiClient,
  update: ProfileUpdate,
  options?: RequestOptions,
): Promise<null> {
  return send<typeof identity.updateProfile>(client, identityPaths.updateProfile, update, options);
}

/** `POST /v1/user/configs {code}` (spec §7): the §3 common info lists (periods, school types, subjects). */
export function fetchUserConfigs(
  client: ApiClient,
  body: { code?: string } = {},
  options?: RequestOptions,
): Promise<CommonInfo> {
  return send<typeof identity.userConfigs>(client, identityPaths.userConfigs, body, options);
}

/** `POST /v1/user/logout` (spec §4 logout): revokes the token on the server; always 200. */
export function logoutUser(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ revoked: boolean }> {
  const once = { retries: 0, ...options };
  return send<typeof identity.logout>(client, identityPaths.logout, {}, once);
}

/** `POST /v1/report {event, params?}` (spec §7): one tracking event (e.g. `login_success`, §4). */
export function reportEvent(
  client: ApiClient,
  event: string,
  params?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<unknown> {
  const body = params ? { event, params } : { event };
  return send<typeof identity.report>(client, identityPaths.report, body, options);
}

/**
 * `POST /v1/udc/ticket-login {ticket}` (spec §7 third-party ticket login): exchanges a one-time
 * ticket for a token. Never retried (a ticket works once). Used or expired → 40009.
 */
export function ticketLogin(
  client: ApiClient,
  ticket: string,
  options?: RequestOptions,
): Promise<TicketLoginResult> {
  const once = { retries: 0, ...options };
  return send<typeof identity.ticketLogin>(client, identityPaths.ticketLogin, { ticket }, once);
}

/** `POST /passport/api/login {phone, password}`: a 10-day frame session (docs/identity.md). */
export function passportLogin(
  client: ApiClient,
  credentials: { phone: string; password: string },
  options?: RequestOptions,
): Promise<PassportSession> {
  const once = { retries: 0, ...options };
  return send<typeof identity.passportLogin>(
    client,
    identityPaths.passportLogin,
    credentials,
    once,
  );
}

/** `POST /passport/api/register {phone, password, code, uname?, adClickIds?}`: `code` by SMS. */
export function passportRegister(
  client: ApiClient,
  body: {
    phone: string;
    password: string;
    code: string;
    uname?: string;
    adClickIds?: Record<string, string>;
  },
  options?: RequestOptions,
): Promise<PassportSession> {
  const once = { retries: 0, ...options };
  return send<typeof identity.passportRegister>(client, identityPaths.passportRegister, body, once);
}

/** `POST /passport/api/ticket`: a one-time ticket (5 minutes) for `/v1/udc/ticket-login`. */
export function createLoginTicket(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ ticket: string; expiresAt: number }> {
  const once = { retries: 0, ...options };
  return send<typeof identity.passportTicket>(client, identityPaths.passportTicket, {}, once);
}

/** `POST /passport/api/sso-token`: a new 30-day token and its `/sso?token=…` link. */
export function createSsoToken(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ token: string; expiresAt: number; url: string }> {
  const once = { retries: 0, ...options };
  return send<typeof identity.passportSsoToken>(client, identityPaths.passportSsoToken, {}, once);
}

/**
 * `POST /passport/api/avatar` (spec §7 "Avatar upload goes through the login provider"),
 * multipart with one file. Check the file with core's `checkAvatar` first (§5). Resolves with
 * the stored `{url}` (already set as the teacher's avatar). Rejects with an `ApiError`: code
 * 11100 (the client clears the token, §8; show 上传失败，请重试) or the provider's message.
 */
export async function uploadAvatar(
  client: ApiClient,
  file: Blob,
  fileName: string,
  options: Pick<RequestOptions, 'signal' | 'timeout'> = {},
): Promise<{ url: string }> {
  const form = new FormData();
  form.append(AVATAR_UPLOAD_FIELD, file, fileName);
  let text: string;
  try {
    const response = await client.http.post(client.url(identityPaths.avatarUpload.path), {
      body: form,
      signal: options.signal,
      timeout: options.timeout,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw new ApiError({ kind: 'abort', cause: error });
    const status = (error as { response?: { status?: number } }).response?.status;
    throw status === undefined
      ? new ApiError({ kind: 'network', cause: error })
      : new ApiError({ kind: 'http', status, cause: error });
  }
  return decodeEnvelopeText<Data<typeof identity.avatarUpload>>(text);
}

/** A live login of the teacher's, as 登录设备 lists it (times in unix seconds). */
export type LoginSessionInfo = Data<typeof identity.sessionList>['list'][number];

/** `POST /v1/user/sessions`: the teacher's live logins, most recently used first. */
export async function fetchLoginSessions(
  client: ApiClient,
  options?: RequestOptions,
): Promise<LoginSessionInfo[]> {
  return (await send<typeof identity.sessionList>(client, identityPaths.sessionList, {}, options))
    .list;
}

/** `POST /v1/user/sessions/revoke {id}`: ends one login (退出). */
export function revokeLoginSession(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<{ revoked: boolean }> {
  const once = { retries: 0, ...options };
  return send<typeof identity.sessionRevoke>(client, identityPaths.sessionRevoke, { id }, once);
}

/** `POST /v1/user/sessions/revoke-all`: ends every login, this one included (退出所有设备). */
export function revokeAllLoginSessions(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ revoked: number }> {
  const once = { retries: 0, ...options };
  return send<typeof identity.sessionRevokeAll>(client, identityPaths.sessionRevokeAll, {}, once);
}

/** `POST /v1/user/password {oldPassword, newPassword}`: 修改密码; ends every other login. */
export function changePassword(
  client: ApiClient,
  body: { oldPassword: string; newPassword: string },
  options?: RequestOptions,
): Promise<{ revoked: number }> {
  const once = { retries: 0, ...options };
  return send<typeof identity.changePassword>(client, identityPaths.changePassword, body, once);
}

/** `POST /passport/api/sms-code {phone, purpose}`: sends a 6-digit code (or logs it, offline). */
export function requestSmsCode(
  client: ApiClient,
  body: { phone: string; purpose: 'register' | 'reset' },
  options?: RequestOptions,
): Promise<Data<typeof identity.passportSmsCode>> {
  const once = { retries: 0, ...options };
  return send<typeof identity.passportSmsCode>(client, identityPaths.passportSmsCode, body, once);
}

/** `POST /passport/api/reset-password {phone, code, password}`: 忘记密码; ends every login. */
export function passportResetPassword(
  client: ApiClient,
  body: { phone: string; code: string; password: string },
  options?: RequestOptions,
): Promise<null> {
  const once = { retries: 0, ...options };
  return send<typeof identity.passportResetPassword>(
    client,
    identityPaths.passportResetPassword,
    body,
    once,
  );
}
