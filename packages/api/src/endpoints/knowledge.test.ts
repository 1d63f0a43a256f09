import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { envelope, startScriptServer } from '../test/script-server';
import {
  addKnowledgeFile,
  addKnowledgeUrl,
  askKnowledge,
  fetchKnowledgeDocument,
  fetchKnowledgeDocuments,
  fetchKnowledgeLibraries,
  knowledgeConfig,
  searchKnowledge,
} from './knowledge';

const clientFor = (baseUrl: string) =>
  createApiClient({
    baseUrl,
    getToken: () => 't',
    clearToken: () => undefined,
    getDeviceId: () => 'd',
    getAnonymousId: () => 'a',
    reload: () => undefined,
  });

const L = '6b6e6f77-6c65-4467-8500-000000000001';

describe('knowledge endpoints', () => {
  it('POST to the contract’s paths with the given bodies; a refusal is an ApiError', async () => {
    const server = await startScriptServer(() => envelope(200, []));
    try {
      const client = clientFor(server.url);
      await fetchKnowledgeLibraries(client);
      await fetchKnowledgeDocuments(client, L);
      await addKnowledgeFile(client, { libraryId: L, fileId: L });
      await addKnowledgeUrl(client, { libraryId: L, url: 'https://example.com/' });
      await fetchKnowledgeDocument(client, L);
      await searchKnowledge(client, { query: '浮力', limit: 5 });
      await askKnowledge(client, { question: '浮力', libraryIds: [L] });
      await knowledgeConfig(client, { scope: 'app', scopeId: '7', libraryIds: [L] });
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v2/aitalk/knowledge/library/list', '{}'],
        ['/v2/aitalk/knowledge/document/list', `{"libraryId":"${L}"}`],
        ['/v2/aitalk/knowledge/document/add', `{"libraryId":"${L}","fileId":"${L}"}`],
        ['/v2/aitalk/knowledge/document/url', `{"libraryId":"${L}","url":"https://example.com/"}`],
        ['/v2/aitalk/knowledge/document/detail', `{"id":"${L}"}`],
        ['/v2/aitalk/knowledge/search', '{"query":"浮力","limit":5}'],
        ['/v2/aitalk/knowledge/ask', `{"question":"浮力","libraryIds":["${L}"]}`],
        ['/v2/aitalk/knowledge/config', `{"scope":"app","scopeId":"7","libraryIds":["${L}"]}`],
      ]);
      server.script = () => envelope(40004, null, '资料不存在或已删除');
      const failure = await fetchKnowledgeDocument(client, L).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe(40004);
    } finally {
      await server.close();
    }
  });
});
