import { parseRequest } from '@aita/contract';
import { Code } from '@aita/core';
import type { z } from 'zod';
import { DomainError } from '../errors';

/**
 * Validates request input with an endpoint's schema from `@aita/contract` (its `body` or `query`):
 * the contract's `parseRequest` words the refusal, so the server answers exactly what the
 * contract and its clients expect. A missing body counts as `{}`.
 * @throws DomainError 40001 with the Chinese message naming the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = parseRequest(schema, input);
  if (!parsed.success) throw new DomainError(Code.INVALID_PARAM, parsed.msg);
  return parsed.data;
}
