import { essayReview } from '@aita/contract';
import { Code, MSG_ESSAY_NOT_FOUND } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, userOf } from '../identity';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { essayDocument } from './export';
import type { EssayIntake } from './intake';
import type { EssayReviewService } from './service';

/**
 * Essay marking's calls (docs/essayReview.md "Calls"): thin, contract → service → ok. The spec's
 * four answer the fixed shapes; the Word export answers bytes or an envelope refusal.
 */
export const essayReviewRoutes: FastifyPluginAsync<{
  service: EssayReviewService;
  intake: EssayIntake;
}> = async (app, { service, intake }) => {
  const {
    submit,
    list,
    status,
    result,
    updateEssay,
    publish,
    exportWord,
    file,
    recognise,
    resubmit,
  } = essayReview;
  app.post(file.path, { preHandler: requireUser }, async (request) => {
    const { fileId } = parseInput(file.body, request.body);
    return ok(await intake.file(userOf(request).id, fileId));
  });
  app.post(recognise.path, { preHandler: requireUser }, async (request) => {
    const { imageUrls } = parseInput(recognise.body, request.body);
    return ok(await intake.recognise(userOf(request).id, imageUrls));
  });
  app.post(submit.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(submit.body, request.body);
    return ok(await service.submit(userOf(request).id, body));
  });
  app.post(list.path, { preHandler: requireUser }, async (request) => {
    const { page, pageSize } = parseInput(list.body, request.body);
    return ok(await service.list(userOf(request).id, page, pageSize));
  });
  app.post(status.path, { preHandler: requireUser }, async (request) => {
    const { taskId } = parseInput(status.body, request.body);
    return ok(await service.status(userOf(request).id, taskId));
  });
  app.post(result.path, { preHandler: requireUser }, async (request) => {
    const { taskId } = parseInput(result.body, request.body);
    return ok(await service.result(userOf(request).id, taskId));
  });
  app.post(updateEssay.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(updateEssay.body, request.body);
    return ok(await service.updateEssay(userOf(request).id, body));
  });
  app.post(resubmit.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(resubmit.body, request.body);
    return ok(await service.resubmit(userOf(request).id, body));
  });
  app.post(publish.path, { preHandler: requireUser }, async (request) => {
    const { taskId } = parseInput(publish.body, request.body);
    return ok(await service.publish(userOf(request).id, taskId));
  });
  app.post(exportWord.path, { preHandler: requireUser }, async (request, reply) => {
    const { taskId, essayId } = parseInput(exportWord.body, request.body);
    const task = await service.result(userOf(request).id, taskId);
    const only = essayId ? task.essays.filter((e) => e.essayId === essayId) : undefined;
    if (only && !only.length) throw new DomainError(Code.NOT_FOUND, MSG_ESSAY_NOT_FOUND);
    const { renderDocx } = await import('@aita/docgen');
    const { bytes } = await renderDocx(essayDocument(task, only));
    const name = `${task.title}${only?.[0] ? `-${only[0].studentName}` : ''}-批改.docx`;
    return reply
      .header(
        'content-type',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      )
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
};
