import { Code } from '@aita/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { postAs } from '../../test/identity';
import { form, makeSchool, teacher, type Teacher } from '../school/__fixtures__/school';
import { call } from './__fixtures__/documents';
import { MSG_DOCUMENT_NOT_FOUND, MSG_LIBRARY_NOT_FOUND, MSG_SCHOOL_READONLY } from './messages';
import { knowledgeDocuments, knowledgePassages } from './tables';

interface Library {
  id: string;
  name: string;
  builtin: boolean;
  school?: boolean;
}
interface Doc {
  id: string;
  title: string;
  source: string;
  status: string;
  passages: { id: string; page: number | null; blockStart: number; blockEnd: number }[];
  blocks: { text: string }[];
}
interface Hit {
  passageId: string;
  documentId: string;
  libraryId: string;
  text: string;
  blockStart: number;
}

let ctx: TestContext;
let admin: Teacher;
let member: Teacher;
let outsider: Teacher;
let otherSchool: Teacher;
let orgId: number;

const RULES = `# 教研活动制度

## 一、集体备课
每周三下午第七节为语文组集体备课时间，主备人提前一周提交教学设计初稿，组内研讨后修改定稿。

## 二、听课评课
每位教师每学期听课不少于十五节，听课后当周完成评课记录并上传学校网盘。`;

const SECRET = `# 考试命题安排

期末试卷由命题组在保密室完成，命题教师签署保密承诺书，样卷封存后交教务处。`;

async function diskUpload(who: Teacher, name: string, text: string, folderId?: string) {
  const fields: Record<string, string> = { orgId: String(orgId) };
  if (folderId) fields.folderId = folderId;
  const { payload, headers } = form(fields, { name, data: Buffer.from(text) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/org/disk/upload',
    payload,
    headers: { ...headers, 'x-token': who.token },
  });
  const body = res.json<{ code: number; msg: string; data: { id: string } }>();
  if (body.code !== 200) throw new Error(`disk upload refused: ${body.msg}`);
  return body.data.id;
}

async function schoolLibrary(who: Teacher): Promise<Library | undefined> {
  const list = await call<Library[]>(ctx.app, who.token, '/v2/aitalk/knowledge/library/list', {});
  return list.data.find((l) => l.school);
}

/** Polls the school library until every document is indexed; answers them. */
async function settled(who: Teacher, libraryId: string, count: number) {
  const until = Date.now() + 120_000;
  for (;;) {
    const list = await call<{ id: string; title: string; status: string }[]>(
      ctx.app,
      who.token,
      '/v2/aitalk/knowledge/document/list',
      { libraryId },
    );
    if (list.data.length === count && list.data.every((d) => d.status !== 'pending'))
      return list.data;
    if (Date.now() > until) throw new Error(`still pending: ${JSON.stringify(list.data)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const search = (who: Teacher, query: string) =>
  call<{ hits: Hit[] }>(ctx.app, who.token, '/v2/aitalk/knowledge/search', { query });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await teacher(ctx.app, ctx.database);
  member = await teacher(ctx.app, ctx.database);
  outsider = await teacher(ctx.app, ctx.database);
  otherSchool = await teacher(ctx.app, ctx.database);
  const school = await makeSchool(ctx.database, admin);
  orgId = school.orgId;
  await makeSchool(ctx.database, otherSchool, { name: '另一所学校' });
  await postAs(ctx.app, member.token, '/v1/org/join', { code: school.joinCode });
}, 120_000);
afterAll(() => ctx?.close());

describe('the 学校资料库 (the school disk read into passages)', () => {
  let libraryId = '';
  let rulesId = '';

  it('indexes the disk documents as passages a member searches and opens highlighted', async () => {
    rulesId = await diskUpload(admin, '教研活动制度.md', RULES);
    // Not a document: the library leaves it out.
    await diskUpload(admin, '作息表.csv', '时间,安排\n8:00,早读');
    const library = await schoolLibrary(member);
    expect(library).toMatchObject({ name: '学校资料库', builtin: false, school: true });
    libraryId = library?.id ?? '';
    const docs = await settled(member, libraryId, 1);
    expect(docs[0]).toMatchObject({ title: '教研活动制度', status: 'done' });

    const found = await search(member, '听课评课记录');
    const hit = found.data.hits[0];
    expect(hit).toMatchObject({ libraryId });
    expect(hit?.text).toContain('每位教师每学期听课不少于十五节');
    const opened = await call<Doc>(ctx.app, member.token, '/v2/aitalk/knowledge/document/detail', {
      id: hit?.documentId,
    });
    expect(opened.code).toBe(200);
    expect(opened.data.source).toBe('disk');
    const passage = opened.data.passages.find((p) => p.id === hit?.passageId);
    expect(opened.data.blocks[passage?.blockStart ?? -1]?.text).toContain('听课不少于十五节');
  });

  it('is read-only here: nothing is added to it or deleted from it but on the disk', async () => {
    const [doc] = await settled(member, libraryId, 1);
    const add = await call(ctx.app, member.token, '/v2/aitalk/knowledge/document/url', {
      libraryId,
      url: 'https://example.com/page',
    });
    expect(add).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_SCHOOL_READONLY });
    const del = await call(ctx.app, admin.token, '/v2/aitalk/knowledge/document/delete', {
      id: doc?.id,
    });
    expect(del).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_SCHOOL_READONLY });
  });

  it('is absent (40004) to a teacher of another school or of none', async () => {
    const [doc] = await settled(member, libraryId, 1);
    for (const who of [outsider, otherSchool]) {
      expect((await schoolLibrary(who))?.id).not.toBe(libraryId);
      expect((await search(who, '听课评课记录')).data.hits).toEqual([]);
      const list = await call(ctx.app, who.token, '/v2/aitalk/knowledge/document/list', {
        libraryId,
      });
      expect(list).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_LIBRARY_NOT_FOUND });
      const opened = await call(ctx.app, who.token, '/v2/aitalk/knowledge/document/detail', {
        id: doc?.id,
      });
      expect(opened).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_DOCUMENT_NOT_FOUND });
      const asked = await call<{ hits: Hit[] }>(ctx.app, who.token, '/v2/aitalk/knowledge/ask', {
        question: '听课评课',
        libraryIds: [libraryId],
      });
      expect(asked.data.hits).toEqual([]);
    }
  });

  it('keeps a file of a folder only its managers see from the other members', async () => {
    const folder = await call<{ id: string }>(ctx.app, admin.token, '/v1/org/disk/folder', {
      orgId,
      name: '教务处',
    });
    const rule = await call(ctx.app, admin.token, '/v1/org/disk/folder/access', {
      orgId,
      id: folder.data.id,
      see: 'managers',
      upload: 'managers',
      managerUids: [],
    });
    expect(rule.code, rule.msg).toBe(200);
    await diskUpload(admin, '考试命题安排.md', SECRET, folder.data.id);
    await settled(admin, libraryId, 2);
    expect((await search(admin, '保密承诺书')).data.hits).toHaveLength(1);
    expect((await search(member, '保密承诺书')).data.hits).toEqual([]);
    expect(await settled(member, libraryId, 1)).toHaveLength(1);
  });

  it('catches up files the index missed on first use', async () => {
    // As for files uploaded before the 学校资料库 existed: no document for them yet.
    await ctx.database.db
      .delete(knowledgeDocuments)
      .where(eq(knowledgeDocuments.libraryId, libraryId));
    const docs = await settled(admin, libraryId, 2);
    expect(docs.map((d) => d.status)).toEqual(['done', 'done']);
    expect((await search(member, '听课评课记录')).data.hits).toHaveLength(1);
  });

  it('drops a file deleted on the disk with its passages', async () => {
    const [doc] = await ctx.database.db
      .select()
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.diskItemId, rulesId));
    const del = await call(ctx.app, admin.token, '/v1/org/disk/delete', { orgId, id: rulesId });
    expect(del.code).toBe(200);
    // Gone from search at once (a file in the 回收站 is not read), its rows with the sync.
    expect((await search(member, '听课评课记录')).data.hits).toEqual([]);
    const until = Date.now() + 30_000;
    for (;;) {
      const left = await ctx.database.db
        .select()
        .from(knowledgePassages)
        .where(inArray(knowledgePassages.documentId, [doc?.id ?? '']));
      if (left.length === 0) break;
      if (Date.now() > until) throw new Error('passages left');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await settled(admin, libraryId, 1)).toHaveLength(1);
  });
});
