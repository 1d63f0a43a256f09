/** What went wrong in one line of an event stream. Both are ignored by the stream rules; we report them. */
export type SseParseErrorType = 'invalid-retry' | 'unknown-field';

/**
 * A line of an event stream that the WHATWG rules ignore, reported so a caller can log it
 * (spec §8: "parse errors go to the caller's handler"). Parsing always continues after one.
 */
export class SseParseError extends Error {
  override readonly name = 'SseParseError';
  /** Which rule the line broke. */
  readonly type: SseParseErrorType;
  /** The field name of the line. */
  readonly field: string;
  /** The field value of the line (after the optional single space). */
  readonly value: string;

  constructor(type: SseParseErrorType, field: string, value: string) {
    super(
      type === 'invalid-retry'
        ? `Invalid retry value "${clip(value)}": only ASCII digits are allowed`
        : `Unknown field "${clip(field)}"`,
    );
    this.type = type;
    this.field = field;
    this.value = value;
  }
}

const clip = (s: string): string => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
