/**
 * Schemas of an app's input form (docs/apps.md "App definitions"); the types and the card text
 * are core's (`AppFormField`, `formSummary`).
 */
import { APP_FORM_MAX_FIELDS, APP_FORM_VALUE_MAX_CHARS } from '@aita/core';
import { z } from 'zod';

const KEY = /^[a-z][a-zA-Z0-9]{0,31}$/;

/** One field of an app's form, as the definition file and the chat config carry it. */
export const appFormFieldSchema = z
  .object({
    key: z.string().regex(KEY),
    label: z.string().min(1).max(20),
    type: z.enum(['text', 'textarea', 'select', 'number']),
    required: z.boolean().optional(),
    options: z.array(z.string().min(1).max(40)).min(1).max(40).optional(),
    maxLength: z.number().int().min(1).max(APP_FORM_VALUE_MAX_CHARS).optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    default: z.union([z.string(), z.number()]).optional(),
    profileDefault: z.enum(['period', 'subject']).optional(),
    placeholder: z.string().max(60).optional(),
  })
  .strict();

/** The values of a form as sent: key → text or number (checked against the app's form by the server). */
export const appFormValuesField = z
  .record(
    z.string().regex(KEY, { message: '字段名无效' }),
    z.union([
      z
        .string()
        .max(APP_FORM_VALUE_MAX_CHARS)
        .refine((v) => !v.includes('\u0000'), { message: '包含不允许的字符' }),
      z.number().finite(),
    ]),
  )
  .refine((v) => Object.keys(v).length <= APP_FORM_MAX_FIELDS, {
    message: `最多 ${APP_FORM_MAX_FIELDS} 项`,
  });
