/**
 * Database faults that are not the request's fault: the database is unreachable, partitioned,
 * too slow to answer within its deadline, or the disk is nearly full. The HTTP error handler
 * answers them with a 503 envelope in Chinese instead of a 500 and a stack per request
 * (docs/operations.md "Health and faults").
 */
import { sqlState } from './errors';

/** 503 msg: the database did not answer in time or cannot be reached. */
export const MSG_UNAVAILABLE = '服务暂时不可用，请稍后重试';
/** 503 msg: DATA_DIR has less free space than MIN_FREE_DISK_MB; writes are refused early. */
export const MSG_STORAGE_FULL = '存储空间不足，暂时无法保存，请联系管理员';

/** The database did not answer within its deadline, or its worker stopped. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** A write refused because DATA_DIR is below its free-space floor (before the database fails). */
export class StorageFullError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageFullError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own messages for a connection or query deadline and a dropped connection. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i;

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let e: unknown = error; e && chain.length < 5; e = (e as { cause?: unknown }).cause) {
    chain.push(e);
  }
  return chain;
};

/** True for a write refused by the free-space floor or a database that reports a full disk. */
export function isStorageFull(error: unknown): boolean {
  return (
    causes(error).some((e) => e instanceof StorageFullError) || sqlState(error) === '53100' // disk_full
  );
}

/**
 * True when `error` says the database is unreachable or did not answer in time (our deadline,
 * a refused or dropped connection, the pool's connect timeout, `statement_timeout`, a shutdown).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || ['57014', '57P01', '57P02', '57P03'].includes(state))) {
    return true;
  }
  return causes(error).some((e) => {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    return e instanceof Error && DRIVER_MESSAGES.test(e.message);
  });
}

/** Rejects with a {@link DatabaseUnavailableError} when `work` takes longer than `ms`. */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DatabaseUnavailableError(`${what}: no answer within ${ms} ms`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
