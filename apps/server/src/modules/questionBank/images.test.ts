import { questionBank } from '@aita/contract';
import { Code, isStoredImageLink, MSG_QUESTION_IMAGE_INVALID } from '@aita/core';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, orgs, questions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';
import { multipart } from '../files/__fixtures__/samples';

let ctx: TestContext;
let author = '';
let other = '';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function teacher(orgId: number) {
  const user = await insertUser(ctx.database);
  await ctx.database.db.insert(orgMembers).values({ orgId, userId: user.id, role: 'teacher' });
  await ctx.database.db.update(users).set({ curOrgId: orgId }).where(eq(users.id, user.id));
  return tokenFor(ctx.app, user.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.database.db
    .insert(orgs)
    .values({ name: '图片学校', joinCode: 'QBIMG001' })
    .returning({ id: orgs.id });
  author = await teacher(org?.id ?? 0);
  other = await teacher(org?.id ?? 0);
});
afterAll(() => ctx?.close());

const call = async (token: string, url: string, body: unknown) =>
  (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: Record<string, unknown>;
  };

async function upload(token: string, kind: string, name: string, data: Buffer) {
  const { payload, headers } = multipart(kind, [{ name, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': token },
  });
  return (res.json() as { data: { id: string } }).data.id;
}

/** The bytes behind a same-origin `/oss/` link, as the browser would fetch them. */
async function served(link: string) {
  const res = await ctx.app.inject({ method: 'GET', url: link });
  return { status: res.statusCode, bytes: res.rawPayload };
}

describe('pictures in questions', () => {
  it('gives an uploaded image its markup, which a saved question keeps and shows', async () => {
    const fileId = await upload(author, 'image', '示意图.png', PNG);
    const answer = await call(author, questionBank.imageLink.path, { fileId });
    expect(answer.code).toBe(Code.OK);
    const url = String(answer.data.url);
    expect(isStoredImageLink(url)).toBe(true);
    expect(answer.data.markup).toBe(`![图片](${url})`);
    expect((await served(url)).bytes.equals(PNG)).toBe(true);
    const saved = await call(author, questionBank.save.path, {
      type: 'solution',
      stem: `如图，求阴影部分的面积。\n\n${String(answer.data.markup)}`,
      answer: ['$4$'],
      analysis: '用大正方形减去小正方形。',
      knowledgePointIds: ['jm.num.rational.ops'],
      period: 2,
      subject: 2,
      grade: 7,
    });
    expect(saved.code).toBe(Code.OK);
    const detail = await call(author, questionBank.detail.path, saved.data);
    expect(detail.data.stem).toContain(`![图片](${url})`);
  });

  it('refuses another teacher’s file, a document and an unknown id (40001 in Chinese)', async () => {
    const mine = await upload(author, 'image', '甲.png', PNG);
    const doc = await upload(author, 'document', '说明.txt', Buffer.from('题目说明'));
    for (const [token, fileId] of [
      [other, mine],
      [author, doc],
      [author, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const answer = await call(token, questionBank.imageLink.path, { fileId });
      expect(answer).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_QUESTION_IMAGE_INVALID });
    }
  });

  it('keeps the pictures of an imported .docx as image files referenced in the stem', async () => {
    const docx = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('1. 如图，正方形的边长是多少？')] }),
            new Paragraph({
              children: [
                new ImageRun({ type: 'png', data: PNG, transformation: { width: 40, height: 40 } }),
              ],
            }),
            new Paragraph({ children: [new TextRun('答案：2')] }),
            new Paragraph({ children: [new TextRun('解析：面积是 4，边长是 2。')] }),
          ],
        },
      ],
    });
    const bytes = await Packer.toBuffer(docx);
    const boundary = 'qbImgBoundary9';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('period', '2') +
          field('subject', '2') +
          field('grade', '7') +
          field('knowledgePointId', 'jm.num.rational.ops') +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="带图.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: questionBank.importDocx.path,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': author },
    });
    const body = res.json() as {
      code: number;
      data: { imported: number; questionIds: number[]; warnings: string[] };
    };
    expect(body.code).toBe(Code.OK);
    expect(body.data.imported).toBe(1);
    expect(body.data.warnings).toEqual([]);
    const [row] = await ctx.database.db
      .select({ stem: questions.stem, answer: questions.answer })
      .from(questions)
      .where(eq(questions.id, body.data.questionIds[0] ?? 0));
    const link = /!\[图片\]\(([^)]+)\)/.exec(row?.stem ?? '')?.[1] ?? '';
    expect(row?.stem.startsWith('如图，正方形的边长是多少？')).toBe(true);
    expect(isStoredImageLink(link)).toBe(true);
    expect(row?.answer).toEqual(['2']);
    const picture = await served(link);
    expect(picture.status).toBe(200);
    expect(picture.bytes.equals(PNG)).toBe(true);
  });
});
