import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { envelope, startScriptServer } from '../test/script-server';
import {
  fetchKnowledgeTree,
  fetchQuestionDetail,
  fetchQuestionFavourites,
  fetchQuestions,
  fetchSimilarQuestions,
  fetchResourceDetails,
  fetchTextbookTree,
  fetchTikuEmbed,
  fetchTikuLink,
  importQuestionDocx,
  fetchQuestionFilterOptions,
  fetchQuestionImageLink,
  removeQuestion,
  saveQuestion,
  shareQuestion,
  updateQuestionFavourite,
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

describe(saveQuestion, () => {
  it('POSTs the 校本 calls to their paths, and the import as multipart with the fields first', async () => {
    const server = await startScriptServer(() => envelope(200, { questionId: 9 }));
    try {
      const client = clientFor(server.url);
      const input = {
        type: 'judge' as const,
        stem: '$0$ 是自然数。',
        answer: ['正确'],
        analysis: '自然数从 $0$ 开始。',
        knowledgePointIds: ['pm.num.int.add'],
      };
      await expect(saveQuestion(client, input)).resolves.toEqual({ questionId: 9 });
      await removeQuestion(client, 9);
      await shareQuestion(client, 9);
      await fetchTextbookTree(client, 1, 2);
      await fetchTikuEmbed(client, 3, 'xb_resource');
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v1/tiku/question/save', JSON.stringify(input)],
        ['/v1/tiku/question/delete', '{"questionId":9}'],
        ['/v1/tiku/question/share', '{"questionId":9}'],
        ['/v1/tiku/textbook/tree', '{"period":1,"subject":2}'],
        ['/v1/org/tiku_embed', '{"orgId":3,"page":"xb_resource"}'],
      ]);
      const result = { imported: 1, questionIds: [4], skipped: [], warnings: [] };
      server.script = () => envelope(200, result);
      await expect(
        importQuestionDocx(client, {
          file: new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]),
          name: '试卷.docx',
          period: 2,
          subject: 2,
          grade: 7,
          knowledgePointId: 'jm.num',
          difficulty: 2,
        }),
      ).resolves.toEqual(result);
      const body = server.hits.at(-1)?.body ?? '';
      expect(server.hits.at(-1)?.url).toBe('/v1/tiku/question/import');
      expect(body.indexOf('name="knowledgePointId"')).toBeGreaterThan(-1);
      expect(body.indexOf('name="knowledgePointId"')).toBeLessThan(body.indexOf('name="file"'));
      server.script = () => envelope(40001, null, '请上传 Word 文档（.docx）');
      const failure = await importQuestionDocx(client, {
        file: new Blob(['x']),
        name: 'a.docx',
        period: 2,
        subject: 2,
        grade: 7,
        knowledgePointId: 'jm.num',
        difficulty: 2,
      }).catch((error: unknown) => error);
      expect((failure as ApiError).code).toBe(40001);
      expect((failure as ApiError).message).toContain('Word');
    } finally {
      await server.close();
    }
  });
});

describe(fetchResourceDetails, () => {
  it('POSTs the resources to /v2/agent/resource/details and returns list and missing', async () => {
    const data = { list: [], missing: [{ type: 'paper', id: 3 }] };
    const server = await startScriptServer(() => envelope(200, data));
    try {
      const client = clientFor(server.url);
      await expect(
        fetchResourceDetails(client, [
          { type: 'question', id: 7 },
          { type: 'paper', id: 3 },
        ]),
      ).resolves.toEqual(data);
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        [
          '/v2/agent/resource/details',
          '{"resources":[{"type":"question","id":7},{"type":"paper","id":3}]}',
        ],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe(updateQuestionFavourite, () => {
  it('POSTs 收藏 and 相似题 to the contract’s paths; 40004 is an ApiError', async () => {
    const server = await startScriptServer(() => envelope(200, { questionId: 7, isFavourite: 1 }));
    try {
      const client = clientFor(server.url);
      await expect(updateQuestionFavourite(client, 7, 1)).resolves.toEqual({
        questionId: 7,
        isFavourite: 1,
      });
      server.script = () => envelope(200, { list: [], total: 0 });
      await expect(fetchQuestionFavourites(client, { page: 2, pageSize: 10 })).resolves.toEqual({
        list: [],
        total: 0,
      });
      server.script = () => envelope(200, { list: [] });
      await expect(fetchSimilarQuestions(client, 7)).resolves.toEqual({ list: [] });
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v1/tiku/question/favourite', '{"questionId":7,"status":1}'],
        ['/v1/tiku/question/favourites', '{"page":2,"pageSize":10}'],
        ['/v1/tiku/question/similar', '{"questionId":7}'],
      ]);
      server.script = () => envelope(40004, null, '试题不存在或已删除');
      const failure = await updateQuestionFavourite(client, 8, 0).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe(40004);
    } finally {
      await server.close();
    }
  });
});

describe(fetchQuestionFilterOptions, () => {
  it('POSTs the 年份/地区 options and an image link to the contract’s paths', async () => {
    const server = await startScriptServer(() =>
      envelope(200, { years: [2025], regions: ['浙江'] }),
    );
    try {
      const client = clientFor(server.url);
      await expect(
        fetchQuestionFilterOptions(client, { period: 2, subject: 3, scope: 'school' }),
      ).resolves.toEqual({ years: [2025], regions: ['浙江'] });
      server.script = () => envelope(200, { url: '/oss/a.png', markup: '![图片](/oss/a.png)' });
      await expect(fetchQuestionImageLink(client, 'f-1')).resolves.toEqual({
        url: '/oss/a.png',
        markup: '![图片](/oss/a.png)',
      });
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v1/tiku/question/filters', '{"period":2,"subject":3,"scope":"school"}'],
        ['/v1/tiku/question/image', '{"fileId":"f-1"}'],
      ]);
    } finally {
      await server.close();
    }
  });
});
