import { examPaper } from '@aita/contract';
import { Code, MSG_PAPER_NOT_FOUND, paperBlueprint, type ExamPaperData } from '@aita/core';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, DEMO_PHONE, insertUser, postAs, tokenFor } from '../../test/identity';
import { createBlueprintTargets } from './blueprint-target';

let ctx: TestContext;
let demo: string;
let teacher: string;
let stranger: string;
const idOf = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
  demo = await tokenFor(ctx.app, row?.id ?? 0);
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  stranger = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  for (const token of [teacher, stranger]) {
    const joined = await postAs(ctx.app, token, '/v1/org/join', { code: DEMO_JOIN_CODE });
    expect(joined.json().code).toBe(200);
  }
  for (const q of await ctx.database.db
    .select({ id: questions.id, key: questions.seedKey })
    .from(questions))
    if (q.key) idOf.set(q.key, q.id);
});
afterAll(() => ctx?.close());

const E = examPaper;
const call = async (token: string, url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as { code: number; msg: string; data: never };
const paperOf = async (token: string, url: string, body: unknown): Promise<ExamPaperData> => {
  const answer = await call(token, url, body);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};
const itemsOf = (p: ExamPaperData) => p.sections.flatMap((s) => s.items);
const newPaper = (token: string, keys: string[]) =>
  paperOf(token, E.save.path, {
    title: '细目表测试卷',
    questionIds: keys.map((k) => idOf.get(k) ?? 0),
  });

describe(createBlueprintTargets, () => {
  it('gives every question of the seeded paper the bank’s 认知层次, so the table has no 未标注', async () => {
    const { list } = (await call(demo, E.info.path, {})).data as { list: { paperId: number }[] };
    const paper = await paperOf(demo, E.info.path, { paperId: list[0]?.paperId });
    const items = itemsOf(paper);
    expect(items.every((i) => i.cognitiveLevel !== null)).toBe(true);
    const bp = paperBlueprint(items);
    expect(bp.levels).toEqual([1, 2, 3, 4]);
    expect(bp.levels.reduce((n, l) => n + (bp.levelTotals[l]?.score ?? 0), 0)).toBe(120);
    expect(paper.blueprintTarget).toBeNull();
  });

  it('sets a question’s level in the paper only; a bad level and another teacher are refused', async () => {
    const paper = await newPaper(teacher, ['jm-001', 'jm-002']);
    const item = itemsOf(paper)[0];
    const [bankBefore] = await ctx.database.db
      .select({ level: questions.cognitiveLevel })
      .from(questions)
      .where(eq(questions.id, item?.questionId ?? 0));
    expect(item?.cognitiveLevel).toBe(bankBefore?.level);
    const level = (cognitiveLevel: unknown, token = teacher) =>
      call(token, E.question.path, {
        paperId: paper.paperId,
        action: 'level',
        itemId: item?.itemId,
        cognitiveLevel,
      });
    const set = (await level(bankBefore?.level === 4 ? 3 : 4)).data as ExamPaperData;
    expect(itemsOf(set)[0]?.cognitiveLevel).toBe(bankBefore?.level === 4 ? 3 : 4);
    const cleared = (await level(null)).data as ExamPaperData;
    expect(itemsOf(cleared)[0]?.cognitiveLevel).toBeNull();
    expect(paperBlueprint(itemsOf(cleared)).levels).toContain(0);
    const [bankAfter] = await ctx.database.db
      .select({ level: questions.cognitiveLevel })
      .from(questions)
      .where(eq(questions.id, item?.questionId ?? 0));
    expect(bankAfter?.level).toBe(bankBefore?.level);
    expect(await level(5)).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：cognitiveLevel 不能大于 4',
    });
    expect(await level(2, stranger)).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_PAPER_NOT_FOUND,
    });
  });

  it('saves a target with the paper, names its points, copies it, clears it; refuses bad ones', async () => {
    const paper = await newPaper(teacher, ['jm-001', 'jm-002', 'jm-003']);
    const point = itemsOf(paper)[0]?.knowledgePoints[0]?.id ?? '';
    const target = {
      cells: [
        { pointId: point, type: 'single', count: 4, score: 3 },
        { pointId: 'jm.geo.tri.pyth', type: 'solution', count: 1, score: 10 },
      ],
      levels: [{ level: 2, score: 12 }],
    };
    const saved = await paperOf(teacher, E.blueprint.path, { paperId: paper.paperId, target });
    expect(saved.blueprintTarget?.cells).toEqual([
      { ...target.cells[0], pointName: itemsOf(paper)[0]?.knowledgePoints[0]?.name },
      { ...target.cells[1], pointName: '勾股定理' },
    ]);
    expect(saved.blueprintTarget?.levels).toEqual([{ level: 2, score: 12 }]);
    const read = await paperOf(teacher, E.info.path, { paperId: paper.paperId });
    expect(read.blueprintTarget).toEqual(saved.blueprintTarget);
    const copy = await paperOf(teacher, E.copy.path, { paperId: paper.paperId });
    expect(copy.blueprintTarget).toEqual(saved.blueprintTarget);

    const refused = await call(teacher, E.blueprint.path, {
      paperId: paper.paperId,
      target: { cells: [{ pointId: 'jm.nowhere', type: 'fill', count: 1, score: 3 }] },
    });
    expect(refused).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：target.cells 中的知识点不属于本试卷的学段和学科：jm.nowhere',
    });
    expect(
      await call(teacher, E.blueprint.path, {
        paperId: paper.paperId,
        target: { cells: [target.cells[0], target.cells[0]] },
      }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：target.cells 同一知识点和题型只能有一格',
    });
    expect(
      await call(stranger, E.blueprint.path, { paperId: paper.paperId, target }),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_PAPER_NOT_FOUND });
    // Nothing refused was written.
    const still = await paperOf(teacher, E.info.path, { paperId: paper.paperId });
    expect(still.blueprintTarget).toEqual(saved.blueprintTarget);

    const cleared = await paperOf(teacher, E.blueprint.path, {
      paperId: paper.paperId,
      target: null,
    });
    expect(cleared.blueprintTarget).toBeNull();
  });

  it('exports the level columns, and the target against the paper, in the answers file', async () => {
    const paper = await newPaper(teacher, ['jm-001', 'jm-002']);
    const point = itemsOf(paper)[0]?.knowledgePoints[0]?.id ?? '';
    await paperOf(teacher, E.blueprint.path, {
      paperId: paper.paperId,
      target: {
        cells: [{ pointId: point, type: 'single', count: 4, score: 3 }],
        levels: [{ level: 1, score: 0 }],
      },
    });
    const res = await postAs(ctx.app, teacher, E.file.path, {
      paperId: paper.paperId,
      kind: 'answers',
    });
    expect(res.headers['content-type']).toContain('wordprocessingml');
    const xml = strFromU8(
      unzipSync(new Uint8Array(res.rawPayload))['word/document.xml'] ?? new Uint8Array(),
    );
    for (const text of [
      '双向细目表',
      '认知层次',
      '了解',
      '理解',
      '掌握',
      '运用',
      '细目表目标与实际',
    ])
      expect(xml).toContain(`>${text}<`);
    expect(xml).toContain('>4 题 12 分<');
    expect(xml).toContain('>未达成<');
  });

  it('keeps the table a paper was assembled to as its target, levels included', async () => {
    const answer = await call(teacher, E.assembleBlueprint.path, {
      title: '按细目表',
      cells: [{ knowledgePointId: 'jm.num.eq', type: 'single', count: 2, score: 3 }],
      levels: [{ level: 2, score: 6 }],
      targetDifficulty: 0.7,
      seed: 4,
    });
    expect(answer.code, answer.msg).toBe(200);
    const { paper } = answer.data as { paper: ExamPaperData };
    expect(paper.blueprintTarget).toEqual({
      cells: [
        { pointId: 'jm.num.eq', pointName: expect.any(String), type: 'single', count: 2, score: 3 },
      ],
      levels: [{ level: 2, score: 6 }],
    });
  });
});
