import type { CommonInfo, ProfileUpdate, UserInfo } from '@aita/core';
import type { ApiClient, RequestOptions } from '../client';

/** `data` of `POST /v1/udc/ticket-login`: a 30-day token (§9); `expiresAt` in unix seconds. */
export interface TicketLoginResult {
  token: string;
  expiresAt: number;
}

/**
 * `POST /v1/user/info {code}` (spec §7): the §3 user info of the token's teacher.
 * 20100 without a token, 20200 with a dead one (the client clears it, §8).
 */
export function fetchUserInfo(
  client: ApiClient,
  body: { code?: string } = {},
  options?: RequestOptions,
): Promise<UserInfo> {
  return client.post<UserInfo>('/v1/user/info', body, options);
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
  return client.post<null>('/v1/user/mod', update, options);
}

/** `POST /v1/user/configs {code}` (spec §7): the §3 common info lists (periods, school types, subjects). */
export function fetchUserConfigs(
  client: ApiClient,
  body: { code?: string } = {},
  options?: RequestOptions,
): Promise<CommonInfo> {
  return client.post<CommonInfo>('/v1/user/configs', body, options);
}

/** `POST /v1/user/cur_org {orgId}` (spec §6 organisation switch). Not a member → 40003. */
export function setCurrentOrg(
  client: ApiClient,
  orgId: number,
  options?: RequestOptions,
): Promise<{ curOrgId: number }> {
  return client.post<{ curOrgId: number }>('/v1/user/cur_org', { orgId }, options);
}

/** `POST /v1/user/logout` (spec §4 logout): revokes the token on the server; always 200. */
export function logoutUser(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ revoked: boolean }> {
  return client.post<{ revoked: boolean }>('/v1/user/logout', {}, { retries: 0, ...options });
}

/** `POST /v1/report {event, params?}` (spec §7): one tracking event (e.g. `login_success`, §4). */
export function reportEvent(
  client: ApiClient,
  event: string,
  params?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<unknown> {
  return client.post<unknown>('/v1/report', params ? { event, params } : { event }, options);
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
  return client.post<TicketLoginResult>(
    '/v1/udc/ticket-login',
    { ticket },
    { retries: 0, ...options },
  );
}
