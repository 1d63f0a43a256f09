import { examPaper, questionBank, type TextbookNode } from '@aita/contract';
import { Code, MSG_ASSEMBLY_NOTHING, MSG_BANK_NEEDS_ORG, type ExamPaperData } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, insertUser, postAs, tokenFor } from '../../test/identity';
import { SEED_QUESTIONS } from '../questionBank';
import { createPaperAssembly } from './assembly';

let ctx: TestContext;
let teacher: string;
let outsider: string;
beforeAll(async () => {
  ctx = await createTestContext();
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  outsider = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  await postAs(ctx.app, teacher, '/v1/org/join', { code: DEMO_JOIN_CODE });
});
afterAll(() => ctx?.close());

const assemble = async (token: string, body: Record<string, unknown>) =>
  (await postAs(ctx.app, token, examPaper.assemble.path, body)).json() as {
    code: number;
    msg: string;
    data: { paper: ExamPaperData; notes: string[] };
  };
const MIDTERM = {
  title: '九年级期中（智能组卷）',
  knowledgePointIds: ['jm.num', 'jm.geo', 'jm.stat'],
  types: [
    { type: 'single', count: 10, score: 3 },
    { type: 'fill', count: 8, score: 3 },
    { type: 'solution', count: 6, score: 11 },
  ],
};

describe(createPaperAssembly, () => {
  it('meets counts and scores exactly on the seeded bank, difficulty within 0.1 of the target', async () => {
    for (const [targetDifficulty, seed] of [
      [0.5, 1],
      [0.6, 2],
      [0.7, 3],
    ] as const) {
      const answer = await assemble(teacher, { ...MIDTERM, targetDifficulty, seed });
      expect(answer.code, answer.msg).toBe(200);
      const { paper, notes } = answer.data;
      expect(paper.sections.map((s) => [s.type, s.items.length, s.score])).toEqual([
        ['single', 10, 30],
        ['fill', 8, 24],
        ['solution', 6, 66],
      ]);
      expect(paper.totalScore).toBe(120);
      expect(Math.abs(paper.difficulty - targetDifficulty)).toBeLessThanOrEqual(0.1);
      expect(notes).toEqual([]);
      const ids = paper.sections.flatMap((s) => s.items.map((i) => i.questionId));
      expect(new Set(ids).size).toBe(24);
      // Every question is a 初中数学 one on the points asked.
      const junior = new Set(
        SEED_QUESTIONS.filter((q) => q.period === 2 && q.subject === 2).map((q) => q.stem),
      );
      expect(paper.sections.flatMap((s) => s.items).every((i) => junior.has(i.stem))).toBe(true);
    }
  });

  it('says so when the target is beyond what the bank allows (all six 解答题 are needed)', async () => {
    const answer = await assemble(teacher, { ...MIDTERM, targetDifficulty: 0.9, seed: 5 });
    expect(answer.data.paper.totalScore).toBe(120);
    expect(answer.data.paper.difficulty).toBeLessThan(0.8);
    expect(answer.data.notes).toEqual([
      expect.stringMatching(
        /^题库中这些知识点的题目难度分布有限：本卷预估难度系数 0\.\d\d，与目标 0\.90 相差超过 0\.1。$/,
      ),
    ]);
  });

  it('says in Chinese where the bank falls short, and still saves what it could', async () => {
    const answer = await assemble(teacher, {
      ...MIDTERM,
      title: '统计与概率专练',
      knowledgePointIds: ['jm.stat'],
      types: [
        { type: 'fill', count: 2, score: 4 },
        { type: 'solution', count: 3, score: 10 },
      ],
      targetDifficulty: 0.9,
      seed: 4,
    });
    expect(answer.code).toBe(200);
    const solutions = SEED_QUESTIONS.filter(
      (q) => q.type === 'solution' && q.knowledgePointIds.some((p) => p.startsWith('jm.stat')),
    ).length;
    expect(answer.data.paper.sections.map((s) => s.items.length)).toEqual([2, solutions]);
    expect(answer.data.notes[0]).toBe(
      `所选知识点下的解答题只有 ${solutions} 道，少于要求的 3 道，本卷少 ${(3 - solutions) * 10} 分；可以用 AI 出题补足（需要管理员配置大模型）。`,
    );
    expect(answer.data.notes.some((n) => n.includes('与目标 0.90 相差超过 0.1'))).toBe(true);
    const listed = (await postAs(ctx.app, teacher, examPaper.info.path, {})).json();
    expect(listed.data.list.map((p: { title: string }) => p.title)).toContain('统计与概率专练');
  });

  it('refuses points with no questions, and teachers in no school', async () => {
    const nothing = await assemble(teacher, {
      ...MIDTERM,
      knowledgePointIds: ['no.such.point'],
      targetDifficulty: 0.7,
    });
    expect(nothing).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_ASSEMBLY_NOTHING });
    expect(await assemble(outsider, { ...MIDTERM, targetDifficulty: 0.7 })).toMatchObject({
      code: Code.FORBIDDEN,
      msg: MSG_BANK_NEEDS_ORG,
    });
  });

  it('assembles to a 双向细目表: every cell met on the seeded bank, shortfalls said cell by cell', async () => {
    const call = async (body: Record<string, unknown>) =>
      (await postAs(ctx.app, teacher, examPaper.assembleBlueprint.path, body)).json() as {
        code: number;
        msg: string;
        data: {
          paper: ExamPaperData;
          notes: string[];
          shortCells: { knowledgePointId: string; type: string; found: number }[];
          targetScore: number;
          totalScore: number;
        };
      };
    const cells = [
      { knowledgePointId: 'jm.num.eq', type: 'single', count: 2, score: 3 },
      { knowledgePointId: 'jm.geo.tri.pyth', type: 'fill', count: 2, score: 4 },
      { knowledgePointId: 'jm.num.eq', type: 'fill', count: 3, score: 4 },
      { knowledgePointId: 'jm.geo.tri.pyth', type: 'solution', count: 1, score: 10 },
    ];
    const met = await call({ title: '细目表组卷', cells, targetDifficulty: 0.7, seed: 9 });
    expect(met.code, met.msg).toBe(200);
    expect(met.data.shortCells, JSON.stringify(met.data.notes)).toEqual([]);
    expect(met.data.targetScore).toBe(6 + 8 + 12 + 10);
    expect(met.data.totalScore).toBe(36);
    const { paper } = met.data;
    expect(paper.sections.map((s) => [s.type, s.items.length, s.score])).toEqual([
      ['single', 2, 6],
      ['fill', 5, 20],
      ['solution', 1, 10],
    ]);
    // Each cell's questions test its point (or a point under it), none twice.
    const items = paper.sections.flatMap((s) => s.items);
    expect(new Set(items.map((i) => i.questionId)).size).toBe(8);
    const on = (type: string, prefix: string) =>
      items.filter((i) => i.type === type && i.knowledgePoints.some((p) => p.id.startsWith(prefix)))
        .length;
    expect(on('single', 'jm.num.eq')).toBe(2);
    expect(on('fill', 'jm.num.eq')).toBe(3);
    expect(on('fill', 'jm.geo.tri.pyth')).toBe(2);
    expect(on('solution', 'jm.geo.tri.pyth')).toBe(1);
    expect(paper.questionCount).toBe(8);

    const pythSolutions = SEED_QUESTIONS.filter(
      (q) => q.type === 'solution' && q.knowledgePointIds.includes('jm.geo.tri.pyth'),
    ).length;
    const short = await call({
      title: '细目表组卷（缺题）',
      cells: [
        {
          knowledgePointId: 'jm.geo.tri.pyth',
          type: 'solution',
          count: pythSolutions + 2,
          score: 10,
        },
        { knowledgePointId: 'jm.stat', type: 'multiple', count: 2, score: 5 },
      ],
      targetDifficulty: 0.7,
      seed: 2,
    });
    expect(short.code, short.msg).toBe(200);
    const statMultiples = SEED_QUESTIONS.filter(
      (q) => q.type === 'multiple' && q.knowledgePointIds.some((p) => p.startsWith('jm.stat')),
    ).length;
    expect(short.data.shortCells.map((c) => [c.knowledgePointId, c.type, c.found])).toEqual([
      ...(statMultiples < 2 ? [['jm.stat', 'multiple', statMultiples]] : []),
      ['jm.geo.tri.pyth', 'solution', pythSolutions],
    ]);
    expect(
      short.data.notes.some((n) => n.includes('勾股定理 · 解答题') && n.includes('少 20 分')),
    ).toBe(true);
    expect(short.data.totalScore).toBeLessThan(short.data.targetScore);

    const refused = await call({
      title: '重复',
      cells: [cells[0], cells[0]],
      targetDifficulty: 0.7,
    });
    expect(refused.code).toBe(Code.INVALID_PARAM);
    expect(refused.msg).toContain('同一知识点和题型只能有一格');
  });

  it('按教材章节: the points of chapters read from the textbook map assemble a paper on them', async () => {
    // What the web's chapter picker does: read the map, take the chosen units' points, send them.
    const map = (await (
      await postAs(ctx.app, teacher, questionBank.textbookTree.path, { period: 2, subject: 2 })
    ).json()) as { data: { list: TextbookNode[] } };
    const volume = map.data.list
      .find((v) => v.name === '人教版')
      ?.children.find((v) => v.name === '九年级上册');
    const units = (volume?.children ?? []).filter((u) => /一元二次方程|二次函数/.test(u.name));
    const pointIds = [...new Set(units.flatMap((u) => u.knowledgePointIds))];
    expect(pointIds).toEqual(['jm.num.eq.quad', 'jm.num.func.quad']);
    const answer = await assemble(teacher, {
      title: '第二十一、二十二章测试',
      knowledgePointIds: pointIds,
      types: [
        { type: 'single', count: 2, score: 3 },
        { type: 'solution', count: 2, score: 10 },
      ],
      targetDifficulty: 0.6,
      seed: 4,
    });
    expect(answer.code, answer.msg).toBe(200);
    const items = answer.data.paper.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.knowledgePoints.some((p) => pointIds.some((id) => p.id.startsWith(id)))).toBe(
        true,
      );
  });
});
