import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { envelope, startScriptServer } from '../test/script-server';
import {
  fetchKnowledgeTree,
  fetchQuestionDetail,
  fetchQuestions,
  fetchTikuLink,
} from './questionBank';

const clientFor = (baseUrl: string) =>
  createApiClient({
    baseUrl,
    getToken: () => 't',
    clearToken: () => undefined,
    getDeviceId: () => 'd',
    getAnonymousId: () => 'a',
    reload: () => undefined,
  });

describe(fetchQuestions, () => {
  it('POSTs the filters to the contract’s paths and returns data; 40003 is an ApiError', async () => {
    const page = { list: [], total: 0 };
    const server = await startScriptServer(() => envelope(200, page));
    try {
      const client = clientFor(server.url);
      await expect(
        fetchQuestions(client, { knowledgePointId: 'jm.num', type: 'fill', page: 2 }),
      ).resolves.toEqual(page);
      await fetchQuestionDetail(client, 7);
      await fetchKnowledgeTree(client, 1, 2);
      await fetchTikuLink(client, 'question');
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v2/aitalk/question/infos', '{"knowledgePointId":"jm.num","type":"fill","page":2}'],
        ['/v1/tiku/question/detail', '{"questionId":7}'],
        ['/v1/tiku/knowledge/tree', '{"period":1,"subject":2}'],
        ['/v1/org/tiku_link', '{"page":"question"}'],
      ]);
      server.script = () => envelope(40003, null, '加入学校后即可使用题库资源');
      const failure = await fetchQuestions(client, {}).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe(40003);
    } finally {
      await server.close();
    }
  });
});
