import { describe, expect, it } from 'vitest';
import { examPaper } from './examPaper';
import { accepted, refusal } from './test/refusal';

describe('examPaper bodies', () => {
  it('/paper/info: nothing (the list) or a paperId', () => {
    expect(accepted(examPaper.info.body, {})).toEqual({ page: 1, pageSize: 20 });
    expect(accepted(examPaper.info.body, { paperId: '3' })).toMatchObject({ paperId: 3 });
    expect(refusal(examPaper.info.body, { paperId: 0 })).toBe('参数错误：paperId 应为正整数');
  });

  it('/paper/question: each action names the fields it needs', () => {
    expect(refusal(examPaper.question.body, { paperId: 1, action: 'move', itemId: 2 })).toBe(
      '参数错误：to 不能为空',
    );
    expect(refusal(examPaper.question.body, { paperId: 1, action: 'drop' })).toBe(
      '参数错误：action 取值无效',
    );
    expect(
      refusal(examPaper.question.body, { paperId: 1, action: 'score', itemId: 2, score: 0 }),
    ).toBe('参数错误：score 不能小于 1');
    expect(
      accepted(examPaper.question.body, {
        paperId: 1,
        action: 'sectionScore',
        type: 'fill',
        score: 4,
      }),
    ).toMatchObject({ action: 'sectionScore', type: 'fill', score: 4 });
  });

  it('/paper/word: A4, A3 or B4, answers and the 双向细目表 on request', () => {
    expect(accepted(examPaper.word.body, { paperId: 1 })).toEqual({
      paperId: 1,
      layout: 'A4',
      withAnswers: false,
      withBlueprint: false,
    });
    expect(refusal(examPaper.word.body, { paperId: 1, layout: 'A5' })).toBe(
      '参数错误：layout 取值无效',
    );
    expect(accepted(examPaper.word.body, { paperId: 1, withBlueprint: true })).toMatchObject({
      withBlueprint: true,
    });
    expect(refusal(examPaper.word.body, { paperId: 1, withBlueprint: 1 })).toBe(
      '参数错误：withBlueprint 应为布尔值',
    );
  });

  it('/paper/save and /paper/assemble: a title, sane counts and difficulty', () => {
    expect(refusal(examPaper.save.body, { title: '  ' })).toBe('参数错误：title 不能为空');
    const assemble = {
      title: '期中',
      knowledgePointIds: ['jm.num'],
      types: [{ type: 'single', count: 10, score: 3 }],
      targetDifficulty: 0.7,
    };
    expect(accepted(examPaper.assemble.body, assemble)).toMatchObject({ period: 2, subject: 2 });
    expect(refusal(examPaper.assemble.body, { ...assemble, targetDifficulty: 1.2 })).toBe(
      '参数错误：targetDifficulty 不能大于 0.9',
    );
    expect(refusal(examPaper.assemble.body, { ...assemble, knowledgePointIds: [] })).toBe(
      '参数错误：knowledgePointIds 至少选择一个知识点',
    );
  });
});

describe('the 双向细目表 target', () => {
  const cell = { pointId: 'jm.num.eq.quad', type: 'single', count: 2, score: 3 };
  it('/paper/blueprint: a target of cells and levels, or null to clear it', () => {
    expect(accepted(examPaper.blueprint.body, { paperId: 1, target: { cells: [cell] } })).toEqual({
      paperId: 1,
      target: { cells: [cell], levels: [] },
    });
    expect(accepted(examPaper.blueprint.body, { paperId: 1, target: null })).toEqual({
      paperId: 1,
      target: null,
    });
    expect(refusal(examPaper.blueprint.body, { paperId: 1, target: { cells: [cell, cell] } })).toBe(
      '参数错误：target.cells 同一知识点和题型只能有一格',
    );
    expect(
      refusal(examPaper.blueprint.body, {
        paperId: 1,
        target: { cells: [{ ...cell, count: 0 }] },
      }),
    ).toBe('参数错误：target.cells[0].count 不能小于 1');
    expect(
      refusal(examPaper.blueprint.body, {
        paperId: 1,
        target: { cells: [], levels: [{ level: 5, score: 10 }] },
      }),
    ).toBe('参数错误：target.levels[0].level 不能大于 4');
    expect(refusal(examPaper.blueprint.body, { paperId: 1 })).toBe('参数错误：target 应为对象');
  });

  it('/paper/question level: a 认知层次 1–4 or null, and it must be given', () => {
    expect(
      accepted(examPaper.question.body, {
        paperId: 1,
        action: 'level',
        itemId: 2,
        cognitiveLevel: null,
      }),
    ).toMatchObject({ action: 'level', cognitiveLevel: null });
    expect(refusal(examPaper.question.body, { paperId: 1, action: 'level', itemId: 2 })).toBe(
      '参数错误：cognitiveLevel 不能为空',
    );
  });
});
