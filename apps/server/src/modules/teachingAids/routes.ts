import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../identity';
import { DomainError } from '../../platform/errors';
import { parseInput, textField } from '../../platform/http/validate';
import {
  findTeachingAid,
  generateTeachingAid,
  MSG_TEACHING_AID_NOT_FOUND,
  TEACHING_AID_FIELD_MAX,
} from './service';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** School and class (§5: at most 40 characters, no control characters). */
const headerField = textField(TEACHING_AID_FIELD_MAX)
  .refine((value) => !CONTROL.test(value), { message: '包含不允许的字符' })
  .optional();

const downloadBody = z.object({
  url: z.string().max(300),
  school: headerField,
  className: headerField,
});

/**
 * `POST /v1/teaching-aid/download {url, school?, className?}` (spec §2 "Class-book download
 * dialogs", §6 downloads need login, §7 "Downloads fetch the PDF as a blob";
 * docs/teaching-aids.md): the generated PDF of a catalogue file as an attachment. Refusals are
 * envelopes: 20100/20200 login, 40001 bad field, 40004 资料不存在 for any other url.
 */
export const teachingAidRoutes: FastifyPluginAsync = async (app) => {
  app.post('/v1/teaching-aid/download', { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(downloadBody, request.body);
    const entry = findTeachingAid(body.url);
    if (!entry) throw new DomainError(Code.NOT_FOUND, MSG_TEACHING_AID_NOT_FOUND);
    const pdf = await generateTeachingAid(entry, {
      school: body.school?.trim(),
      className: body.className?.trim(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(entry.name)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
};
