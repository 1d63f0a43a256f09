import { imageApps } from '@aita/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ImageAppsService } from './service';

/** An image the server made, as bytes. */
function sendImage(reply: FastifyReply, bytes: Buffer, mime = 'image/png'): FastifyReply {
  return reply
    .header('content-type', mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

/** The image apps' calls (docs/imageApps.md "Calls"): thin, contract → service → ok or bytes. */
export const imageAppsRoutes: FastifyPluginAsync<{ service: ImageAppsService }> = async (
  app,
  { service },
) => {
  const { templates, detect, lineart, poster, generate, task, taskImage } = imageApps;
  app.post(templates.path, async (request) => {
    const { kind } = parseInput(templates.body, request.body ?? {});
    return ok(service.templates(kind));
  });
  app.post(detect.path, { preHandler: requireUser }, async (request) => {
    const { fileId } = parseInput(detect.body, request.body);
    return ok(await service.detect(userOf(request).id, fileId));
  });
  app.post(lineart.path, { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(lineart.body, request.body);
    return sendImage(reply, await service.lineart(userOf(request).id, body));
  });
  app.post(poster.path, { preHandler: requireUser }, async (request, reply) => {
    const body = parseInput(poster.body, request.body);
    return sendImage(reply, await service.poster(body));
  });
  app.post(generate.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(generate.body, request.body);
    return ok(await service.generate(userOf(request).id, body));
  });
  app.post(task.path, { preHandler: requireUser }, async (request) => {
    const { taskId } = parseInput(task.body, request.body);
    return ok(await service.task(userOf(request).id, taskId));
  });
  app.post(taskImage.path, { preHandler: requireUser }, async (request, reply) => {
    const { taskId, index } = parseInput(taskImage.body, request.body);
    const { bytes, mime } = await service.taskImage(userOf(request).id, taskId, index);
    return sendImage(reply, bytes, mime);
  });
};
