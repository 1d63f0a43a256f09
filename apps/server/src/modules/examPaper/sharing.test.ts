import { examPaper, school } from '@aita/contract';
import { Code, MSG_PAPER_SHARE_NEEDS_SCHOOL, type ExamPaperData } from '@aita/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { DEMO_JOIN_CODE, insertUser, postAs, tokenFor } from '../../test/identity';
import { createPaperSharing } from './sharing';

let ctx: TestContext;
let owner: string;
let colleague: string;
let outsider: string;
let leaver: string;
let questionIds: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await tokenFor(ctx.app, (await insertUser(ctx.database, { uname: '王老师' })).id);
  colleague = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  leaver = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  outsider = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  for (const token of [owner, colleague, leaver]) {
    expect(
      (await postAs(ctx.app, token, '/v1/org/join', { code: DEMO_JOIN_CODE })).json().code,
    ).toBe(200);
  }
  questionIds = (
    await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.period, 2))
      .limit(3)
  ).map((q) => q.id);
});
afterAll(() => ctx?.close());

const E = examPaper;
const call = async (token: string, url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as { code: number; msg: string; data: never };

describe(createPaperSharing, () => {
  it('shares a paper to the current school: members list, read and copy it, only the owner edits', async () => {
    const created = await call(owner, E.save.path, { title: '共享的周测', questionIds });
    expect(created.code).toBe(200);
    const paper = created.data as ExamPaperData;
    expect(paper).toMatchObject({ sharedOrgId: null, mine: true });

    // Private: a colleague neither lists nor reads it.
    expect((await call(colleague, E.shared.path, {})).data).toMatchObject({ total: 0 });
    expect(await call(colleague, E.info.path, { paperId: paper.paperId })).toMatchObject({
      code: Code.NOT_FOUND,
    });
    // Only the owner shares.
    expect(
      await call(colleague, E.share.path, { paperId: paper.paperId, shared: true }),
    ).toMatchObject({ code: Code.NOT_FOUND });

    const shared = await call(owner, E.share.path, { paperId: paper.paperId, shared: true });
    expect(shared.code).toBe(200);
    expect((shared.data as ExamPaperData).sharedOrgId).toBeGreaterThan(0);

    const list = await call(colleague, E.shared.path, {});
    expect(list.data).toMatchObject({
      total: 1,
      list: [
        {
          paperId: paper.paperId,
          title: '共享的周测',
          ownerName: '王老师',
          questionCount: 3,
          mine: false,
        },
      ],
    });
    const read = await call(colleague, E.info.path, { paperId: paper.paperId });
    expect(read.data).toMatchObject({ paperId: paper.paperId, mine: false, questionCount: 3 });
    const word = await postAs(ctx.app, colleague, E.word.path, { paperId: paper.paperId });
    expect(word.headers['content-type']).toContain('wordprocessingml');

    // Read only: every edit is refused as if the paper were not there.
    const refused = [
      await call(colleague, E.save.path, { paperId: paper.paperId, title: '改名' }),
      await call(colleague, E.delete.path, { paperId: paper.paperId }),
      await call(colleague, E.question.path, {
        paperId: paper.paperId,
        action: 'sectionScore',
        type: 'single',
        score: 9,
      }),
    ];
    for (const r of refused) expect(r.code).toBe(Code.NOT_FOUND);

    // A copy is the colleague's own, private, with the questions.
    const copy = await call(colleague, E.copy.path, { paperId: paper.paperId });
    expect(copy.data).toMatchObject({
      title: '共享的周测（副本）',
      mine: true,
      sharedOrgId: null,
      questionCount: 3,
    });
    expect((await call(owner, E.info.path, { paperId: paper.paperId })).data).toMatchObject({
      title: '共享的周测',
      totalScore: paper.totalScore,
    });

    // An outsider (no school) cannot list, and reads nothing.
    expect(await call(outsider, E.shared.path, {})).toMatchObject({
      code: Code.FORBIDDEN,
      msg: MSG_PAPER_SHARE_NEEDS_SCHOOL,
    });
    expect(await call(outsider, E.info.path, { paperId: paper.paperId })).toMatchObject({
      code: Code.NOT_FOUND,
    });

    // Leaving the school loses access at once.
    expect((await call(leaver, E.info.path, { paperId: paper.paperId })).code).toBe(200);
    const left = await call(leaver, school.leave.path, {
      orgId: (shared.data as ExamPaperData).sharedOrgId,
    });
    expect(left.code, left.msg).toBe(200);
    expect(await call(leaver, E.info.path, { paperId: paper.paperId })).toMatchObject({
      code: Code.NOT_FOUND,
    });
    expect((await call(leaver, E.shared.path, {})).code).toBe(Code.FORBIDDEN);
    expect(await call(leaver, E.copy.path, { paperId: paper.paperId })).toMatchObject({
      code: Code.NOT_FOUND,
    });

    // Unsharing hides it again.
    expect(
      (await call(owner, E.share.path, { paperId: paper.paperId, shared: false })).data,
    ).toMatchObject({ sharedOrgId: null });
    expect((await call(colleague, E.shared.path, {})).data).toMatchObject({ total: 0 });
    expect((await call(colleague, E.info.path, { paperId: paper.paperId })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});
