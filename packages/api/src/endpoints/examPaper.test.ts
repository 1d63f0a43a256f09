import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { envelope, startScriptServer } from '../test/script-server';
import {
  assembleExamPaperToBlueprint,
  editExamPaper,
  fetchExamPaper,
  fetchExamPapers,
  saveExamPaper,
  saveExamPaperBlueprint,
} from './examPaper';

const clientFor = (baseUrl: string) =>
  createApiClient({
    baseUrl,
    getToken: () => 't',
    clearToken: () => undefined,
    getDeviceId: () => 'd',
    getAnonymousId: () => 'a',
    reload: () => undefined,
  });

describe(fetchExamPapers, () => {
  it('POSTs to the contract’s paths; a refusal is an ApiError', async () => {
    const list = {
      list: [{ paperId: 1, title: '卷', questionCount: 2, totalScore: 6, updatedAt: '' }],
      total: 1,
    };
    const server = await startScriptServer(() => envelope(200, list));
    try {
      const client = clientFor(server.url);
      await expect(fetchExamPapers(client)).resolves.toEqual(list);
      await expect(fetchExamPaper(client, 1)).rejects.toThrow('list');
      await saveExamPaper(client, { title: '卷', questionIds: [3, 4] });
      await editExamPaper(client, 1, { action: 'move', itemId: 5, to: 0 });
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v2/aitalk/paper/info', '{"page":1}'],
        ['/v2/aitalk/paper/info', '{"paperId":1}'],
        ['/v2/aitalk/paper/save', '{"title":"卷","questionIds":[3,4]}'],
        ['/v2/aitalk/paper/question', '{"paperId":1,"action":"move","itemId":5,"to":0}'],
      ]);
      server.script = () => envelope(40004, null, '试卷不存在或已删除');
      const failure = await fetchExamPaper(client, 9).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe(40004);
    } finally {
      await server.close();
    }
  });
});

describe(assembleExamPaperToBlueprint, () => {
  it('POSTs the 双向细目表 cells to /v2/aitalk/paper/assemble/blueprint', async () => {
    const server = await startScriptServer(() => envelope(40004, null, '没有可用的试题'));
    try {
      const body = {
        title: '细目表卷',
        cells: [{ knowledgePointId: 'jm.num', type: 'fill' as const, count: 2, score: 4 }],
        targetDifficulty: 0.7,
      };
      const failure = await assembleExamPaperToBlueprint(clientFor(server.url), body).catch(
        (error: unknown) => error,
      );
      expect((failure as ApiError).code).toBe(40004);
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v2/aitalk/paper/assemble/blueprint', JSON.stringify(body)],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe(saveExamPaperBlueprint, () => {
  it('POSTs the paper’s target (or null) to /v2/aitalk/paper/blueprint; a refusal is an ApiError', async () => {
    const server = await startScriptServer(() =>
      envelope(40001, null, '参数错误：target.cells 中的知识点不属于本试卷的学段和学科：jm.x'),
    );
    try {
      const client = clientFor(server.url);
      const target = {
        cells: [{ pointId: 'jm.x', type: 'fill' as const, count: 2, score: 4 }],
        levels: [{ level: 2, score: 8 }],
      };
      const failure = await saveExamPaperBlueprint(client, 3, target).catch((e: unknown) => e);
      expect((failure as ApiError).code).toBe(40001);
      expect((failure as ApiError).message).toContain('jm.x');
      await saveExamPaperBlueprint(client, 3, null).catch(() => undefined);
      expect(server.hits.map((hit) => [hit.url, hit.body])).toEqual([
        ['/v2/aitalk/paper/blueprint', JSON.stringify({ paperId: 3, target })],
        ['/v2/aitalk/paper/blueprint', '{"paperId":3,"target":null}'],
      ]);
    } finally {
      await server.close();
    }
  });
});
