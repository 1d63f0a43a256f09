/**
 * Structured output (ARCHITECTURE.md "AI capabilities": JSON validated by a zod schema, one retry
 * with the error): what the areas that need questions, rubric scores or slide outlines call, so
 * none of them parses model text by hand. A helper over the chat provider, not a provider of its
 * own: it is available exactly when a chat model is configured.
 */
import type { z } from 'zod';

/** What to produce and the shape it must have. */
export interface StructuredRequest<S extends z.ZodType> {
  /**
   * The schema of the answer. JSON mode returns an object, so the root should be `z.object`
   * (wrap a list: `z.object({ questions: z.array(…) })`). `.describe()` texts reach the model.
   */
  schema: S;
  /** The task in the teacher's words or the area's prompt (Chinese), e.g. 出5道一元一次方程选择题. */
  instruction: string;
  /** Who the model is for this task (a system message), e.g. 你是初中数学命题老师. */
  system?: string;
  signal?: AbortSignal;
}

/** A validated answer. */
export interface StructuredResult<T> {
  data: T;
  /** 1 when the first answer was valid, 2 after the retry with the validation error. */
  attempts: 1 | 2;
}

/**
 * Asks the model for JSON and returns it validated. Failures are `UpstreamError`s: the chat
 * provider's own (`http`, `timeout`…), `refused` by moderation, `invalid-output` when the second
 * answer still fails the schema, `unavailable` without a chat model.
 */
export interface StructuredOutput {
  readonly name: string;
  /** False for the fallback. */
  readonly available: boolean;
  generate<S extends z.ZodType>(
    request: StructuredRequest<S>,
  ): Promise<StructuredResult<z.output<S>>>;
}
