import { teachingAids } from '@aita/contract';
import { Code } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../identity';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { findTeachingAid, generateTeachingAid, MSG_TEACHING_AID_NOT_FOUND } from './service';

/**
 * `POST /v1/teaching-aid/download {url, school?, className?}` (spec §2 "Class-book download
 * dialogs", §6 downloads need login, §7 "Downloads fetch the PDF as a blob";
 * docs/teaching-aids.md): the generated PDF of a catalogue file as an attachment. Refusals are
 * envelopes: 20100/20200 login, 40001 bad field, 40004 资料不存在 for any other url.
 */
export const teachingAidRoutes: FastifyPluginAsync = async (app) => {
  app.post(teachingAids.download.path, { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(teachingAids.download.body, request.body);
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
