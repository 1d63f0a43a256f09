import { platform, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AiProviders } from '../../ai/providers';
import { ok } from '../../platform/http/envelope';

/**
 * `POST /v1/base/capabilities` → `{ chat, vision, embeddings, speech, image }`: which AI
 * capabilities have a model here, so the web can say what needs one before the teacher tries.
 * Public and body-less; booleans only (model names and URLs stay in the start log).
 */
export const capabilitiesRoutes: FastifyPluginAsync<{
  ai: Pick<AiProviders, 'capabilities'>;
}> = async (app, { ai }) => {
  app.post(platform.capabilities.path, async () =>
    ok<Data<typeof platform.capabilities>>(ai.capabilities()),
  );
};
