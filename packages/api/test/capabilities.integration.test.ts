// `POST /v1/base/capabilities` against the real server: with no model configured, every AI
// capability answers false (and the web says so in Chinese before a teacher tries).
import { aiCapabilitiesSchema } from '@aita/contract';
import { startTestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, fetchCapabilities } from '../src/index';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMBEDDING_MODEL: 'bge-m3', EMBEDDING_BASE_URL: 'http://127.0.0.1:9/v1' },
  });
});
afterAll(async () => {
  await server?.close();
});

describe(fetchCapabilities, () => {
  it('reads which capabilities have a model, without a login', async () => {
    const client = createApiClient({
      baseUrl: server.url,
      getToken: () => '',
      clearToken: () => undefined,
      reload: () => undefined,
      getDeviceId: () => 'api-capabilities-device',
      getAnonymousId: () => 'api-capabilities-anon',
      retries: 0,
    });
    const capabilities = await fetchCapabilities(client);
    expect(aiCapabilitiesSchema.strict().parse(capabilities)).toEqual({
      chat: false,
      vision: false,
      embeddings: true,
      speech: false,
      image: false,
    });
  });
});
