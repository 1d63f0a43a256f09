import { examPaper } from '@aita/contract';
import {
  Code,
  MSG_BANK_NEEDS_ORG,
  MSG_PAPER_NOT_FOUND,
  type ExamPaperData,
  type PaperItem as ExamPaperItem,
} from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examPaperItems, examPapers, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, DEMO_PHONE, insertUser, postAs, tokenFor } from '../../test/identity';
import { SEED_QUESTIONS } from '../questionBank';
import { examPaperRoutes } from './routes';
import { DEMO_PAPER_QUESTIONS, seedDemoPaper } from './seed';

let ctx: TestContext;
let demo: string;
let teacher: string;
let stranger: string;
let outsider: string;
const idOf = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
  demo = await tokenFor(ctx.app, row?.id ?? 0);
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  stranger = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  outsider = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  for (const token of [teacher, stranger]) {
    expect(
      (await postAs(ctx.app, token, '/v1/org/join', { code: DEMO_JOIN_CODE })).json().code,
    ).toBe(200);
  }
  for (const q of await ctx.database.db
    .select({ id: questions.id, key: questions.seedKey })
    .from(questions)) {
    if (q.key) idOf.set(q.key, q.id);
  }
});
afterAll(() => ctx?.close());

const E = examPaper;
const call = async (token: string | undefined, url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as { code: number; msg: string; data: never };
const paperOf = async (token: string, url: string, body: unknown): Promise<ExamPaperData> => {
  const answer = await call(token, url, body);
  if (answer.code !== 200)
    console.log(
      ctx.logs
        .filter((l) => l.includes('"err'))
        .slice(-1)[0]
        ?.slice(0, 1500),
    );
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};
const ids = (...keys: string[]) => keys.map((k) => idOf.get(k) ?? 0);
const itemsOf = (p: ExamPaperData) => p.sections.flatMap((s) => s.items);

describe(examPaperRoutes, () => {
  it('gives the demo teacher the sample paper: 24 questions, 120 points, formulas in most', async () => {
    const list = await call(demo, E.info.path, {});
    expect(list.code).toBe(200);
    const { list: rows, total } = list.data as {
      list: { paperId: number; title: string; questionCount: number }[];
      total: number;
    };
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      title: '2026 学年第一学期九年级数学期中测试卷',
      questionCount: 24,
    });
    const paper = await paperOf(demo, E.info.path, { paperId: rows[0]?.paperId });
    expect(paper.totalScore).toBe(120);
    expect(paper.sections.map((s) => s.heading)).toEqual([
      '一、选择题（本大题共10小题，每小题3分，共30分）',
      '二、填空题（本大题共8小题，每小题3分，共24分）',
      '三、解答题（本大题共6小题，共66分）',
    ]);
    const withMath = itemsOf(paper).filter((i) => /\$/.test(i.stem + i.options.join('')));
    expect(withMath.length).toBeGreaterThanOrEqual(20);
    expect(paper.difficulty).toBeGreaterThan(0.3);
    // Seeding again adds nothing.
    await seedDemoPaper(ctx.database);
    expect((await call(demo, E.info.path, {})).data).toMatchObject({ total: 1 });
    expect(DEMO_PAPER_QUESTIONS).toHaveLength(24);
  });

  it('creates a paper from the basket in sections, and edits it: add, move, score, section score, swap, remove', async () => {
    const created = await paperOf(teacher, E.save.path, {
      title: '一元二次方程单元测试',
      questionIds: ids('jm-016', 'jm-017', 'jm-001', 'jm-013', 'jm-003'),
    });
    expect(created.sections.map((s) => [s.type, s.items.length])).toEqual([
      ['single', 3],
      ['fill', 1],
      ['solution', 1],
    ]);
    expect(created.totalScore).toBe(3 * 3 + 3 + 10);
    const paperId = created.paperId;
    const edit = (body: Record<string, unknown>) =>
      paperOf(teacher, E.question.path, { paperId, ...body });

    const added = await edit({ action: 'add', questionIds: ids('jm-001', 'jm-002'), score: 4 });
    expect(added.questionCount).toBe(6);
    expect(added.sections[1]?.items.map((i) => i.score)).toEqual([3, 4]);

    const singles = added.sections[0]?.items ?? [];
    const last = singles[2];
    const moved = await edit({ action: 'move', itemId: last?.itemId, to: 0 });
    expect(moved.sections[0]?.items.map((i) => i.itemId)).toEqual([
      last?.itemId,
      singles[0]?.itemId,
      singles[1]?.itemId,
    ]);

    const scored = await edit({ action: 'score', itemId: last?.itemId, score: 5 });
    expect(scored.sections[0]?.heading).toBe('一、选择题（本大题共3小题，共11分）');
    const section = await edit({ action: 'sectionScore', type: 'single', score: 4 });
    expect(section.sections[0]?.heading).toBe('一、选择题（本大题共3小题，每小题4分，共12分）');

    const target = section.sections[0]?.items[1];
    const swapped = await edit({ action: 'swap', itemId: target?.itemId });
    const replacement = swapped.sections[0]?.items[1];
    expect(replacement?.itemId).toBe(target?.itemId);
    expect(replacement?.questionId).not.toBe(target?.questionId);
    expect(replacement?.type).toBe('single');
    expect(replacement?.score).toBe(4);
    // jm-017 is the bank's only 单选 on 一元二次方程, so the swap comes from the same unit
    // (方程与不等式); not a question already in the paper.
    const unit = (id: string) => id.slice(0, id.lastIndexOf('.'));
    const before = new Set(target?.knowledgePoints.map((p) => unit(p.id)));
    expect(target?.questionId).toBe(idOf.get('jm-017'));
    expect(replacement?.knowledgePoints.some((p) => before.has(unit(p.id)))).toBe(true);
    expect(itemsOf(section).map((i) => i.questionId)).not.toContain(replacement?.questionId);

    const removed = await edit({ action: 'remove', itemId: replacement?.itemId });
    expect(removed.questionCount).toBe(5);
    expect(
      await call(teacher, E.question.path, {
        paperId,
        action: 'remove',
        itemId: replacement?.itemId,
      }),
    ).toMatchObject({ code: Code.NOT_FOUND });

    const renamed = await paperOf(teacher, E.save.path, {
      paperId,
      title: '新标题',
      subtitle: '第二章',
      durationMinutes: 90,
    });
    expect(renamed).toMatchObject({
      title: '新标题',
      subtitle: '第二章',
      durationMinutes: 90,
      questionCount: 5,
    });
  });

  it("edits a question in place: the paper's copy changes, the bank's does not; bad text refused", async () => {
    const paper = await paperOf(teacher, E.save.path, {
      title: '就地编辑',
      questionIds: ids('jm-017', 'jm-002'),
    });
    const choice = itemsOf(paper).find((i) => i.type === 'single');
    const fill = itemsOf(paper).find((i) => i.type === 'fill');
    expect(choice && fill).toBeTruthy();
    const [bankBefore] = await ctx.database.db
      .select({ stem: questions.stem })
      .from(questions)
      .where(eq(questions.id, choice?.questionId ?? 0));
    const edited = await paperOf(teacher, E.question.path, {
      paperId: paper.paperId,
      action: 'edit',
      itemId: choice?.itemId,
      stem: '  方程 $x^2=4$ 的解是\u0007\u200b\r\n（　　）  ',
      options: ['$x=2$', '$x=-2$', '$x=\\pm 2$', '无解'],
      answer: ['c'],
      analysis: '$x^2=4$，所以 $x=\\pm 2$。<script>alert(1)</script>',
    });
    const after = itemsOf(edited).find((i) => i.itemId === choice?.itemId);
    expect(after).toMatchObject({
      stem: '方程 $x^2=4$ 的解是\n（　　）',
      options: ['$x=2$', '$x=-2$', '$x=\\pm 2$', '无解'],
      answer: ['C'],
      questionId: choice?.questionId,
      score: choice?.score,
    });
    const [bankAfter] = await ctx.database.db
      .select({ stem: questions.stem })
      .from(questions)
      .where(eq(questions.id, choice?.questionId ?? 0));
    expect(bankAfter?.stem).toBe(bankBefore?.stem);

    const refuse = (body: Record<string, unknown>) =>
      call(teacher, E.question.path, { paperId: paper.paperId, action: 'edit', ...body });
    const base = {
      itemId: choice?.itemId,
      stem: '题',
      options: ['1', '2'],
      answer: ['A'],
      analysis: '略',
    };
    expect(await refuse({ ...base, answer: ['E'] })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：answer 答案应为已有选项的字母',
    });
    expect(await refuse({ ...base, stem: '   ' })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：stem 题干不能为空',
    });
    expect(await refuse({ ...base, stem: '求 $\\frac{1}{$ 的值' })).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: expect.stringContaining('公式无法排版'),
    });
    expect(
      await refuse({
        ...base,
        itemId: fill?.itemId,
        options: [],
        stem: '$1+1=$____，$2+2=$____',
        answer: ['2'],
      }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：answer 题干有 2 个空，应有 2 个答案',
    });
    expect(await refuse({ itemId: choice?.itemId, stem: '题' })).toMatchObject({
      code: Code.INVALID_PARAM,
    });
    expect(
      await call(stranger, E.question.path, { paperId: paper.paperId, action: 'edit', ...base }),
    ).toMatchObject({ code: Code.NOT_FOUND });
    // Nothing of the refused edits was stored.
    const again = await paperOf(teacher, E.info.path, { paperId: paper.paperId });
    expect(itemsOf(again).find((i) => i.itemId === choice?.itemId)?.stem).toBe(after?.stem);
  });

  it('keeps the snapshot when the bank question changes or goes', async () => {
    const paper = await paperOf(teacher, E.save.path, {
      title: '快照',
      questionIds: ids('jm-002'),
    });
    const questionId = idOf.get('jm-002') ?? 0;
    const original = itemsOf(paper)[0]?.stem;
    await ctx.database.db
      .update(questions)
      .set({ stem: '改过的题干' })
      .where(eq(questions.id, questionId));
    expect(itemsOf(await paperOf(teacher, E.info.path, { paperId: paper.paperId }))[0]?.stem).toBe(
      original,
    );
    await ctx.database.db
      .update(questions)
      .set({ stem: original ?? '' })
      .where(eq(questions.id, questionId));
  });

  it("copies and deletes; another teacher's paper is refused everywhere and left as it was", async () => {
    const paper = await paperOf(teacher, E.save.path, {
      title: '周测',
      questionIds: ids('jm-001', 'jm-030'),
    });
    const copy = await paperOf(teacher, E.copy.path, { paperId: paper.paperId });
    expect(copy).toMatchObject({
      title: '周测（副本）',
      questionCount: 2,
      totalScore: paper.totalScore,
    });
    expect(copy.paperId).not.toBe(paper.paperId);
    const item = itemsOf(paper)[0]?.itemId;
    const refusals = [
      [E.info.path, { paperId: paper.paperId }],
      [E.copy.path, { paperId: paper.paperId }],
      [E.delete.path, { paperId: paper.paperId }],
      [E.save.path, { paperId: paper.paperId, title: '改' }],
      [E.question.path, { paperId: paper.paperId, action: 'remove', itemId: item }],
      [E.word.path, { paperId: paper.paperId, layout: 'A3' }],
      [E.file.path, { paperId: paper.paperId, kind: 'answers' }],
    ] as const;
    for (const [url, body] of refusals) {
      expect(await call(stranger, url, body), url).toEqual({
        code: Code.NOT_FOUND,
        msg: MSG_PAPER_NOT_FOUND,
        data: null,
      });
    }
    expect(await call(undefined, E.info.path, {})).toMatchObject({ code: 20100 });
    expect((await paperOf(teacher, E.info.path, { paperId: paper.paperId })).title).toBe('周测');
    expect(await call(teacher, E.delete.path, { paperId: copy.paperId })).toEqual({
      code: 200,
      msg: expect.any(String),
      data: { paperId: copy.paperId },
    });
    expect(await call(teacher, E.info.path, { paperId: copy.paperId })).toMatchObject({
      code: Code.NOT_FOUND,
    });
    const left = await ctx.database.db
      .select()
      .from(examPaperItems)
      .where(eq(examPaperItems.paperId, copy.paperId));
    expect(left).toEqual([]);
  });

  it('makes a B 卷: same types, scores and places, other questions or shuffled options', async () => {
    const paper = await paperOf(teacher, E.save.path, {
      title: '单元测',
      questionIds: ids('jm-024', 'jm-041', 'jm-016'),
    });
    const b = await paperOf(teacher, E.copy.path, { paperId: paper.paperId, variant: 'B' });
    expect(b.title).toBe('单元测（B卷）');
    const shape = (p: ExamPaperData) =>
      p.sections.map((s) => [s.type, s.items.map((i) => i.score)]);
    expect(shape(b)).toEqual(shape(paper));
    const [a24, a41] = paper.sections[0]?.items ?? [];
    const [b24, b41] = b.sections[0]?.items ?? [];
    // jm-024 (二次函数) has a sibling-point 单选 in the bank: another question.
    expect(b24?.questionId).not.toBe(a24?.questionId);
    // jm-041 (概率) is the bank's only 单选 of its unit: the same stem, its options shuffled and
    // the answer moved with them.
    expect(b41?.stem).toBe(a41?.stem);
    expect(b41?.options).not.toEqual(a41?.options);
    const correct = (i: ExamPaperItem | undefined) =>
      i?.answer.map((l) => i.options[l.charCodeAt(0) - 65]);
    expect(correct(b41)).toEqual(correct(a41));
    expect(itemsOf(b).map((i) => i.questionId)).not.toContain(null);
  });

  it('refuses bank questions to a teacher in no school, and unknown questions', async () => {
    expect(
      await call(outsider, E.save.path, { title: '卷', questionIds: ids('jm-001') }),
    ).toMatchObject({
      code: Code.FORBIDDEN,
      msg: MSG_BANK_NEEDS_ORG,
    });
    const empty = await paperOf(outsider, E.save.path, { title: '空卷' });
    expect(empty.questionCount).toBe(0);
    expect(await call(outsider, E.word.path, { paperId: empty.paperId })).toMatchObject({
      code: Code.INVALID_PARAM,
    });
    expect(await call(teacher, E.save.path, { title: '卷', questionIds: [999999] })).toMatchObject({
      code: Code.NOT_FOUND,
    });
    const papers = await ctx.database.db
      .select()
      .from(examPapers)
      .where(eq(examPapers.title, '卷'));
    expect(papers).toEqual([]);
  });

  it('lists the print layouts', async () => {
    const answer = await call(teacher, E.template.path, {});
    expect(answer.data).toEqual({
      list: [
        expect.objectContaining({ layout: 'A4', orientation: 'portrait', columns: 1, seal: false }),
        expect.objectContaining({ layout: 'A3', orientation: 'landscape', columns: 2, seal: true }),
        expect.objectContaining({ layout: 'B4', orientation: 'landscape', columns: 2, seal: true }),
      ],
    });
    expect(SEED_QUESTIONS.length).toBeGreaterThan(40);
  });
});
