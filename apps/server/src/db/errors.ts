/**
 * The SQLSTATE code of a database error, whichever backend raised it. Drizzle wraps driver errors
 * in `DrizzleQueryError` (the driver's error is its `cause`); PGlite errors cross the worker with
 * their code (pglite-protocol.ts).
 */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `23505`: a unique constraint refused the row (e.g. a name or code already taken). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
