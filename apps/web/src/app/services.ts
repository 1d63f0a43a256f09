import {
  API_VERSION,
  CLIENT_ID,
  Code,
  Header,
  MSG_NETWORK_ERROR,
  type AppIndexList,
  type AppIndexListQuery,
  type Envelope,
} from '@aita/core';

/**
 * Everything the sagas need from the outside world, passed in when the store is created so
 * tests run the same sagas against a real server. Each function resolves with the envelope's
 * `data` or rejects with an error whose `msg` is the Chinese text to show (spec §8).
 */
export interface AppServices {
  /** `POST /v1/app/index/list` (spec §7). */
  fetchAppIndexList(query?: AppIndexListQuery): Promise<AppIndexList>;
}

/** A failed call: `msg` is what the teacher sees; `code` is the envelope code, 0 for transport. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly msg: string,
    readonly code = 0,
  ) {
    super(msg);
  }
}

/** The Chinese message of any rejection: the server's msg when there is one, else §8's text. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error) {
    const { msg } = error as { msg: unknown };
    if (typeof msg === 'string' && msg !== '') return msg;
  }
  return MSG_NETWORK_ERROR;
}

/**
 * The interim HTTP services: plain `fetch` on the same origin (or `baseUrl`).
 * This is the single place to swap to `@aita/api` (`createApiClient` + `fetchAppIndexList`)
 * once it is built; sagas only see {@link AppServices}.
 */
export function createHttpServices({ baseUrl = '' }: { baseUrl?: string } = {}): AppServices {
  const root = baseUrl.replace(/\/+$/, '');

  async function post<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [Header.CLIENT_ID]: CLIENT_ID,
          [Header.VERSION]: API_VERSION,
        },
        body: JSON.stringify(body ?? {}),
      });
    } catch (_error) {
      throw new ServiceError(MSG_NETWORK_ERROR);
    }
    if (!response.ok) throw new ServiceError(MSG_NETWORK_ERROR);
    let envelope: Partial<Envelope<T>> & { message?: string };
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch (_error) {
      throw new ServiceError(MSG_NETWORK_ERROR);
    }
    if (typeof envelope.code !== 'number') throw new ServiceError(MSG_NETWORK_ERROR);
    if (envelope.code !== Code.OK) {
      throw new ServiceError(envelope.msg || envelope.message || MSG_NETWORK_ERROR, envelope.code);
    }
    return envelope.data as T;
  }

  return {
    fetchAppIndexList: (query = {}) => post<AppIndexList>('/v1/app/index/list', query),
  };
}
