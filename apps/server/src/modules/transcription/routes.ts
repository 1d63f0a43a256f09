import { transcription } from '@aita/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireUser, userOf } from '../identity';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { exportTranscript } from './export';
import type { TranscriptionService } from './service';

/** Sends bytes as a download (or inline, for the player). */
function sendBytes(
  reply: FastifyReply,
  bytes: Uint8Array,
  mime: string,
  name?: string,
): FastifyReply {
  if (name) {
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  }
  return reply
    .header('content-type', mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Audio to text's calls (docs/transcription.md "Calls"): thin, contract → service → ok; the
 * recording and the exports answer bytes or an envelope refusal.
 */
export const transcriptionRoutes: FastifyPluginAsync<{ service: TranscriptionService }> = async (
  app,
  { service },
) => {
  const { audioAsync, audioList, audioText, voiceConfig, audioFile, audioExport, audioDelete } =
    transcription;
  app.post(voiceConfig.path, async (request) => {
    parseInput(voiceConfig.body, request.body ?? {});
    return ok(service.config());
  });
  app.post(audioAsync.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(audioAsync.body, request.body);
    return ok(await service.start(userOf(request).id, body));
  });
  app.post(audioList.path, { preHandler: requireUser }, async (request) => {
    const { page, pageSize } = parseInput(audioList.body, request.body);
    return ok(await service.list(userOf(request).id, page, pageSize));
  });
  app.get(audioText.path, { preHandler: requireUser }, async (request) => {
    const { audioId } = parseInput(audioText.query, request.query);
    return ok(await service.text(userOf(request).id, audioId));
  });
  app.post(audioFile.path, { preHandler: requireUser }, async (request, reply) => {
    const { audioId } = parseInput(audioFile.body, request.body);
    const { bytes, mime } = await service.audio(userOf(request).id, audioId);
    return sendBytes(reply, bytes, mime);
  });
  app.post(audioExport.path, { preHandler: requireUser }, async (request, reply) => {
    const { audioId, format } = parseInput(audioExport.body, request.body);
    const t = await service.finished(userOf(request).id, audioId);
    const file = await exportTranscript(t, format);
    return sendBytes(reply, file.bytes, file.mime, file.name);
  });
  app.post(audioDelete.path, { preHandler: requireUser }, async (request) => {
    const { audioId } = parseInput(audioDelete.body, request.body);
    return ok(await service.remove(userOf(request).id, audioId));
  });
};
