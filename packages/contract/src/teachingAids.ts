/**
 * Teaching aids: the personalised PDF of a catalogue file (spec §2 "Class-book download
 * dialogs", §5, §7 "Downloads fetch the PDF as a blob"; docs/teaching-aids.md).
 */
import { SCHOOL_CLASS_MAX_LENGTH } from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { textField } from './fields';
import { paths } from './paths';

/** Longest catalogue url. */
const URL_MAX = 300;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** School and class (§5: at most 40 characters, no control characters). */
const headerField = textField(SCHOOL_CLASS_MAX_LENGTH)
  .refine((value) => !CONTROL.test(value), { message: '包含不允许的字符' })
  .optional();

/** Body of `POST /v1/teaching-aid/download`. */
export const downloadBody = z.object({
  url: z.string().max(URL_MAX),
  school: headerField,
  className: headerField,
});

/** Teaching-aid endpoints. */
export const teachingAids = {
  /** `POST /v1/teaching-aid/download {url, school?, className?}` → `application/pdf`. */
  download: endpoint(paths.teachingAids.download, { body: downloadBody }),
} as const;
