/**
 * One endpoint's address and manner (method, path, kind, login rule), without schemas: the
 * building block of `paths/<area>.ts`. Imports nothing, so those can go into a browser bundle.
 */

/** HTTP methods the server answers. */
export type Method = 'GET' | 'POST' | 'PUT';

/**
 * What an endpoint answers, so a test that walks them all knows how to call each:
 * - `json`: the `{code, msg, data}` envelope;
 * - `stream`: `text/event-stream` once accepted, envelope refusals before it opens;
 * - `blob`: bytes (a PDF, an image, a stored object) or an envelope refusal;
 * - `page`: a plain answer with its own status codes (HTML, script, style, the health probe);
 * - `upload`: takes a multipart or raw body rather than JSON.
 */
export type EndpointKind = 'json' | 'stream' | 'blob' | 'page' | 'upload';

/**
 * Who may call: `public` (anyone), `optional` (a token, when sent, changes the answer, e.g.
 * `isCollect`), `user` (login required: 20100/20200 before any input is read).
 */
export type EndpointAuth = 'public' | 'optional' | 'user';

/** One endpoint's address and manner, without schemas. */
export interface Route<
  M extends Method = Method,
  P extends string = string,
  K extends EndpointKind = EndpointKind,
> {
  readonly method: M;
  /** The path as the server routes it (`:name` a parameter, `*` the rest). */
  readonly path: P;
  readonly kind: K;
  readonly auth: EndpointAuth;
}

export const route = <const M extends Method, const P extends string, const K extends EndpointKind>(
  method: M,
  path: P,
  kind: K,
  auth: EndpointAuth,
): Route<M, P, K> => ({ method, path, kind, auth });
