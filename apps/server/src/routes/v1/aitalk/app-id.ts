import { z } from 'zod';

const MAX_INT = 2147483647;

/**
 * An app id as the web app sends it: a positive integer, or its decimal string ("12").
 * Anything else fails with 参数错误：appId 应为正整数 (40001).
 */
export const appIdField = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v))
  .refine((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT, {
    message: '应为正整数',
  })
  .transform((v) => v as number);
