import { decodeEnvelopeText } from '../decode';
import type { ApiClient, RequestOptions } from '../client';
import { ApiError } from '../errors';

/** `data` of the login provider's login and register calls; `expiresAt` in unix seconds. */
export interface PassportSession {
  token: string;
  uid: string;
  expiresAt: number;
}

/** `POST /passport/api/login {phone, password}`: a 10-day frame session (docs/identity.md). */
export function passportLogin(
  client: ApiClient,
  credentials: { phone: string; password: string },
  options?: RequestOptions,
): Promise<PassportSession> {
  return client.post<PassportSession>('/passport/api/login', credentials, {
    retries: 0,
    ...options,
  });
}

/** `POST /passport/api/register {phone, password, uname?, adClickIds?}`. */
export function passportRegister(
  client: ApiClient,
  body: {
    phone: string;
    password: string;
    uname?: string;
    adClickIds?: Record<string, string>;
  },
  options?: RequestOptions,
): Promise<PassportSession> {
  return client.post<PassportSession>('/passport/api/register', body, { retries: 0, ...options });
}

/** `POST /passport/api/ticket`: a one-time ticket (5 minutes) for `/v1/udc/ticket-login`. */
export function createLoginTicket(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ ticket: string; expiresAt: number }> {
  return client.post('/passport/api/ticket', {}, { retries: 0, ...options });
}

/** `POST /passport/api/sso-token`: a new 30-day token and its `/sso?token=…` link. */
export function createSsoToken(
  client: ApiClient,
  options?: RequestOptions,
): Promise<{ token: string; expiresAt: number; url: string }> {
  return client.post('/passport/api/sso-token', {}, { retries: 0, ...options });
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
  form.append('file', file, fileName);
  let text: string;
  try {
    const response = await client.http.post(client.url('/passport/api/avatar'), {
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
  return decodeEnvelopeText<{ url: string }>(text);
}
