import { questionBank } from '@aita/contract';
import { Code, MSG_QUESTION_EDIT_FORBIDDEN, MSG_QUESTION_NOT_FOUND } from '@aita/core';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { SEED_QUESTIONS } from '.';
import { paperDocx } from './__fixtures__/docx';

let ctx: TestContext;
/** School A: an author, a colleague and an admin. School B: a teacher. Nobody: a teacher without a school. */
let author: string;
let colleague: string;
let admin: string;
let other: string;
let loner: string;
let schoolA: number;
let schoolB: number;

async function teacher(orgId: number | null, role = 'teacher', uname = '测试老师') {
  const user = await insertUser(ctx.database, { uname });
  if (orgId !== null) {
    await ctx.database.db.insert(orgMembers).values({ orgId, userId: user.id, role });
    await ctx.database.db.update(users).set({ curOrgId: orgId }).where(eq(users.id, user.id));
  }
  return tokenFor(ctx.app, user.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b] = await ctx.database.db
    .insert(orgs)
    .values([
      { name: '甲校', joinCode: 'QBSCHA01' },
      { name: '乙校', joinCode: 'QBSCHB01' },
    ])
    .returning({ id: orgs.id });
  schoolA = a?.id ?? 0;
  schoolB = b?.id ?? 0;
  author = await teacher(schoolA, 'teacher', '王老师');
  colleague = await teacher(schoolA);
  admin = await teacher(schoolA, 'admin');
  other = await teacher(schoolB);
  loner = await teacher(null);
});
afterAll(() => ctx?.close());

const call = async (token: string | undefined, url: string, body?: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: Record<string, unknown>;
  };

const QUESTION = {
  type: 'single',
  stem: '方程 $x^2-5x+6=0$ 的两个根之和是（　　）',
  options: ['$5$', '$-5$', '$6$', '$\\frac{5}{2}$'],
  answer: ['A'],
  analysis: '由根与系数的关系，$x_1+x_2=-\\frac{b}{a}=5$。',
  difficulty: 3,
  knowledgePointIds: ['jm.num.eq.quad'],
  period: 2,
  subject: 2,
  grade: 9,
  cognitiveLevel: 3,
};

const schoolList = async (token: string, body: Record<string, unknown> = {}) =>
  call(token, questionBank.questions.path, { scope: 'school', pageSize: 50, ...body });

/** A multipart body: the fields first, then one file in `file`. */
function form(fields: Record<string, string>, file?: { name: string; data: Uint8Array }) {
  const boundary = 'qbankBoundary42';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const importAs = async (token: string, file?: { name: string; data: Uint8Array }, fields = {}) => {
  const { payload, headers } = form(
    {
      period: '2',
      subject: '2',
      grade: '7',
      knowledgePointId: 'jm.num.rational.ops',
      difficulty: '2',
      ...fields,
    },
    file,
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: questionBank.importDocx.path,
    payload,
    headers: { ...headers, 'x-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; msg: string; data: Record<string, unknown> };
};

describe('校本资源: a school question', () => {
  let id = 0;
  it('is added by a teacher, with the author named and a formula kept', async () => {
    const saved = await call(author, questionBank.save.path, QUESTION);
    expect(saved.code, saved.msg).toBe(200);
    id = saved.data.questionId as number;
    const mine = await schoolList(author);
    expect(mine.data.total).toBe(1);
    expect(mine.data.list).toMatchObject([
      {
        questionId: id,
        stem: QUESTION.stem,
        authorName: '王老师',
        canEdit: 1,
        cognitiveLevel: 3,
        scope: 'school',
      },
    ]);
  });

  it('is seen by a colleague of the same school, who may not change it', async () => {
    const seen = await schoolList(colleague);
    expect(seen.data.total).toBe(1);
    expect((seen.data.list as { canEdit: number }[])[0]?.canEdit).toBe(0);
    expect((await call(colleague, questionBank.detail.path, { questionId: id })).code).toBe(200);
    const edit = await call(colleague, questionBank.save.path, {
      ...QUESTION,
      questionId: id,
      stem: '改',
    });
    expect(edit).toMatchObject({ code: Code.FORBIDDEN, msg: MSG_QUESTION_EDIT_FORBIDDEN });
    const removed = await call(colleague, questionBank.remove.path, { questionId: id });
    expect(removed.code).toBe(Code.FORBIDDEN);
    // Found by keyword in the school scope.
    const found = await schoolList(colleague, { keyword: '根与系数' });
    expect(found.data.total).toBe(1);
  });

  it('never reaches another school: list, detail, search, edit and delete', async () => {
    expect((await schoolList(other)).data).toEqual({ list: [], total: 0 });
    expect((await schoolList(other, { keyword: '根与系数' })).data.total).toBe(0);
    const platform = await call(other, questionBank.questions.path, {
      keyword: '根与系数',
      pageSize: 50,
    });
    expect((platform.data.list as { questionId: number }[]).map((q) => q.questionId)).not.toContain(
      id,
    );
    for (const [path, body] of [
      [questionBank.detail.path, { questionId: id }],
      [questionBank.save.path, { ...QUESTION, questionId: id }],
      [questionBank.remove.path, { questionId: id }],
      [questionBank.share.path, { questionId: id }],
    ] as const) {
      expect(await call(other, path, body), path).toMatchObject({
        code: Code.NOT_FOUND,
        msg: MSG_QUESTION_NOT_FOUND,
      });
    }
    expect((await call(loner, questionBank.save.path, QUESTION)).code).toBe(Code.FORBIDDEN);
    expect((await call(undefined, questionBank.save.path, QUESTION)).code).toBe(20100);
  });

  it('is edited by its author and removed by the school admin', async () => {
    const edited = await call(author, questionBank.save.path, {
      ...QUESTION,
      questionId: id,
      difficulty: 4,
    });
    expect(edited.code, edited.msg).toBe(200);
    expect(
      ((await schoolList(colleague)).data.list as { difficulty: number }[])[0]?.difficulty,
    ).toBe(4);
    expect((await call(admin, questionBank.remove.path, { questionId: id })).code).toBe(200);
    expect((await schoolList(author)).data.total).toBe(0);
    expect((await schoolList(author, { keyword: '根与系数' })).data.total).toBe(0);
  });

  it('goes from the personal bank to the school when shared', async () => {
    const saved = await call(author, questionBank.save.path, { ...QUESTION, scope: 'personal' });
    const pid = saved.data.questionId as number;
    expect((await schoolList(colleague)).data.total).toBe(0);
    expect((await call(colleague, questionBank.detail.path, { questionId: pid })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await call(author, questionBank.questions.path, { scope: 'personal' })).data.total,
    ).toBe(1);
    expect((await call(author, questionBank.share.path, { questionId: pid })).data).toEqual({
      questionId: pid,
      scope: 'school',
    });
    expect((await schoolList(colleague)).data.total).toBe(1);
    await call(author, questionBank.remove.path, { questionId: pid });
  });
});

describe('校本资源: validation in Chinese', () => {
  it.each([
    [{ answer: ['E'] }, '参数错误：answer 答案应为已有选项的字母'],
    [
      { type: 'fill', options: [], stem: '$1+1=$____，$2+2=$____', answer: ['2'] },
      '参数错误：answer 题干有 2 个空，应有 2 个答案',
    ],
    [{ stem: '计算 $\\frac{1}{2$' }, '参数错误：stem 公式无法排版，请检查：'],
    [{ analysis: '   ' }, '参数错误：analysis 解析不能为空'],
    [
      { knowledgePointIds: ['pm.num.int.add'] },
      '参数错误：knowledgePointIds 知识点不存在或不属于所选学段学科',
    ],
    [{ knowledgePointIds: [] }, '参数错误：knowledgePointIds 至少关联一个知识点'],
    [{ options: ['$1$'] }, '参数错误：options 选择题应有 2 到 8 个选项'],
    [{ stem: 'x'.repeat(5001) }, '参数错误：stem'],
  ])('refuses a bad question (%#)', async (change, message) => {
    const answer = await call(author, questionBank.save.path, { ...QUESTION, ...change });
    expect(answer.code).toBe(Code.INVALID_PARAM);
    expect(answer.msg.startsWith(message), answer.msg).toBe(true);
  });
});

describe('校本资源: .docx import', () => {
  it('imports numbered questions with their formulas; a colleague sees them, another school does not', async () => {
    const data = await paperDocx([
      '一、选择题',
      '1. 计算 $(-2)^{3}$ 的结果是（  ）',
      'A. $-6$   B. $6$   C. $-8$   D. $8$',
      '答案：C',
      '解析：$(-2)^{3}=(-2)\\times(-2)\\times(-2)=-8$。',
      '二、填空题',
      '2. $\\frac{1}{2}+\\frac{1}{3}=$______',
      '答案：$\\frac{5}{6}$',
      '解析：通分后相加。',
      '3. 这一题没有答案',
    ]);
    const result = await importAs(author, { name: '七年级测试.docx', data });
    expect(result.code, result.msg).toBe(200);
    expect(result.data).toMatchObject({
      imported: 2,
      skipped: [{ number: 3, reason: '解析不能为空' }],
      warnings: ['第 3 题没有找到答案'],
    });
    const list = (await schoolList(colleague)).data.list as {
      stem: string;
      type: string;
      answer: string[];
    }[];
    expect(list.map((q) => q.type).sort()).toEqual(['fill', 'single']);
    expect(list.find((q) => q.type === 'single')?.stem).toContain('(-2)^{3}');
    expect(list.find((q) => q.type === 'fill')?.answer).toEqual(['$\\frac{5}{6}$']);
    expect((await schoolList(other)).data.total).toBe(0);
  });

  it('refuses hostile files with 40001 in Chinese, and non-members with 40003', async () => {
    const bomb = zipSync({
      'word/document.xml': strToU8(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaaaaaaaa">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>1. &a;&a;</w:t></w:r></w:p></w:body></w:document>',
      ),
    });
    const cases: [{ name: string; data: Uint8Array } | undefined, string][] = [
      [undefined, '请上传 Word 文档'],
      [{ name: '试卷.pdf', data: strToU8('%PDF-1.7') }, '请上传 Word 文档'],
      [{ name: '试卷.docx', data: strToU8('%PDF-1.7 pretending') }, '请上传 Word 文档'],
      [{ name: '试卷.docx', data: bomb }, '请上传 Word 文档'],
      [
        { name: '试卷.docx', data: zipSync({ 'word/document.xml': strToU8('<w:document') }) },
        '请上传 Word 文档',
      ],
      [
        { name: '散文.docx', data: await paperDocx(['春眠不觉晓，处处闻啼鸟。']) },
        '没有识别到试题',
      ],
      [{ name: '大.docx', data: new Uint8Array(10 * 1024 * 1024 + 10) }, 'Word 文档不能超过 10 MB'],
    ];
    for (const [file, message] of cases) {
      const answer = await importAs(author, file);
      expect(answer.code, file?.name).toBe(Code.INVALID_PARAM);
      expect(answer.msg, file?.name).toContain(message);
    }
    const badPoint = await importAs(
      author,
      { name: 'a.docx', data: await paperDocx(['1. 题']) },
      { knowledgePointId: 'nope' },
    );
    expect(badPoint.msg).toContain('知识点不存在');
    const loneImport = await importAs(loner, { name: 'a.docx', data: await paperDocx(['1. 题']) });
    expect(loneImport.code).toBe(Code.FORBIDDEN);
    expect(ctx.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});

describe('the organisation embed flag and the home cards', () => {
  it('answers the embed flag to members of the school only', async () => {
    expect(
      (await call(author, questionBank.tikuEmbed.path, { orgId: schoolA, page: 'xb_resource' }))
        .data,
    ).toEqual({
      orgId: schoolA,
      page: 'xb_resource',
      embed: 1,
      link: `/question-bank-xb/index?orgId=${schoolA}`,
    });
    expect((await call(author, questionBank.tikuEmbed.path, { orgId: schoolB })).code).toBe(
      Code.FORBIDDEN,
    );
  });

  it('counts the platform bank and the school questions on the home cards', async () => {
    const cards = await call(colleague, '/v1/home/cards', {});
    const info = cards.data.cardInfo as {
      tikuInfo: { tiTotal: number };
      schoolInfo: { tiTotal: number; tiMonAdd: number };
    };
    expect(info.tikuInfo.tiTotal).toBe(SEED_QUESTIONS.length);
    expect(info.schoolInfo.tiTotal).toBe(2);
    expect(info.schoolInfo.tiMonAdd).toBe(2);
    const otherCards = await call(other, '/v1/home/cards', {});
    expect(
      (otherCards.data.cardInfo as { schoolInfo: { tiTotal: number } }).schoolInfo.tiTotal,
    ).toBe(0);
    const visitor = await call(undefined, '/v1/home/cards', {});
    expect((visitor.data.cardInfo as { tikuInfo: { tiTotal: number } }).tikuInfo.tiTotal).toBe(0);
  });
});
