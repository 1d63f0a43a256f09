/**
 * The shape of a declared endpoint: its route (from `paths.ts`) and its schemas. Request and
 * response types are read off the schemas, so a client and the server cannot disagree on them.
 */
import type { z } from 'zod';
import type { Route } from './paths';

/**
 * Schemas of one endpoint: `body` (JSON request body) or `query` (query string), each with the
 * Chinese 40001 messages of its rules; `data` the `data` of a successful envelope (or, for a
 * stream, one event).
 */
export interface EndpointSchemas {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly data?: z.ZodType;
}

/** A declared endpoint: where it lives and what it takes and gives. */
export type Endpoint = Route & EndpointSchemas;

/** Joins a route of `paths` with its schemas (the route's URL is never written again). */
export function endpoint<const R extends Route, const S extends EndpointSchemas>(
  route: R,
  schemas: S,
): R & S {
  return { ...route, ...schemas };
}

/** What a client may send as the body (the schema's input: ids may be decimal strings). */
export type BodyInput<E> = E extends { body: infer S extends z.ZodType } ? z.input<S> : never;
/** The body as the server reads it once parsed (defaults filled, text trimmed, ids numbers). */
export type Body<E> = E extends { body: infer S extends z.ZodType } ? z.output<S> : never;
/** What a client may send as the query string. */
export type QueryInput<E> = E extends { query: infer S extends z.ZodType } ? z.input<S> : never;
/** The query as the server reads it once parsed. */
export type Query<E> = E extends { query: infer S extends z.ZodType } ? z.output<S> : never;
/** The `data` of a successful answer. */
export type Data<E> = E extends { data: infer S extends z.ZodType } ? z.output<S> : never;
