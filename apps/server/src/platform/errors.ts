/**
 * The one error a service (or a route) raises for a business outcome other than success
 * (ARCHITECTURE.md "HTTP contract"): a code of the contract (40001, 40003, 40004, 40009, 42900,
 * 20100…) and a Chinese message telling the teacher what to do. Services know nothing of HTTP;
 * the app's error handler (platform/http/errors.ts) answers it as HTTP 200 with the envelope
 * `{ code, msg, data }`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
