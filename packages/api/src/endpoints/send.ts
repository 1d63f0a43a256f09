import type { BodyInput, Data, Endpoint, QueryInput } from '@aita/contract';
import type { ApiClient, RequestOptions, SearchParams } from '../client';

/** What a call sends: the query of a GET, the body of a POST. */
export type Input<E> = E extends { method: 'GET' } ? QueryInput<E> : BodyInput<E>;

/**
 * Sends one JSON call to the route of endpoint `E` and resolves with its typed `data`. The
 * route comes from `@aita/contract/paths/<area>` (a value) and `E` from the contract's schemas (a
 * type): `route` must be E's own method and path, so a URL cannot drift from its types. A GET
 * puts `input` into the query string after any `options.searchParams`; a POST sends it as JSON.
 */
export function send<E extends Endpoint>(
  client: ApiClient,
  route: Pick<E, 'method' | 'path'>,
  input?: Input<E>,
  options?: RequestOptions,
): Promise<Data<E>> {
  if (route.method === 'GET') {
    const query = input as SearchParams | undefined;
    return client.get<Data<E>>(
      route.path,
      query ? { ...options, searchParams: { ...options?.searchParams, ...query } } : options,
    );
  }
  return client.post<Data<E>>(route.path, input ?? {}, options);
}
