/**
 * @aita/api — one typed function per endpoint of the AITA API, on one ky client that owns the
 * HTTP rules of spec §7–§9 (headers, envelope, token codes, timeout retries, request cache).
 */
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, Method, RequestOptions, SearchParams } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export { decodeEnvelope, decodeEnvelopeText } from './decode';
export { createRequestCache, requestCacheKey } from './cache';
export type { RequestCache, RequestCacheOptions } from './cache';
export { createHeadersHook, identityHeaders } from './headers.before-request';
export type { RequestIdentity } from './headers.before-request';
export { applyTokenCode, createTokenCodesHook } from './token-codes.after-response';
export type { TokenActions, TokenHookActions } from './token-codes.after-response';
export { openEventStream } from './stream';
export type {
  EventStream,
  EventStreamEnd,
  EventStreamHandlers,
  EventStreamOptions,
} from './stream';
export { postForBlob } from './blob';
export type { BlobRequestOptions } from './blob';
export * from './endpoints';
export { isAssistantInfo } from './assistant-info';
/**
 * The identity routes alone (zod-free), for the few URLs the web opens itself (the login frame).
 * One area, not the whole `paths`: that object would put every area's routes in the entry chunk.
 */
export { identityPaths } from '@aita/contract/paths/identity';
