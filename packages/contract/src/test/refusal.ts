import type { z } from 'zod';
import { parseRequest } from '../validate';

/** The 40001 message the server answers for `input`, or undefined when it is accepted. */
export function refusal(schema: z.ZodType, input: unknown): string | undefined {
  const result = parseRequest(schema, input);
  return result.success ? undefined : result.msg;
}

/** The parsed input; fails the test with the server's message when refused. */
export function accepted<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = parseRequest(schema, input);
  if (!result.success) throw new Error(`refused ${JSON.stringify(input)}: ${result.msg}`);
  return result.data;
}
