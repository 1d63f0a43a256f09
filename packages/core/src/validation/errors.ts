/** What a validation rule found wrong. */
export type ValidationErrorType =
  'blank-text' | 'avatar-type' | 'avatar-too-large' | 'too-long' | 'needs-organisation';

/**
 * A rule of spec §5 that did not pass. `message` is the Chinese text to show (from messages.ts),
 * `type` says which rule failed so callers can branch without comparing strings.
 */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  readonly type: ValidationErrorType;

  constructor(type: ValidationErrorType, message: string) {
    super(message);
    this.type = type;
  }
}
