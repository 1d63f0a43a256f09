import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { essayReview } from '@aita/contract';
import {
  Code,
  ESSAY_CHECK_NOTICE,
  MSG_ESSAY_EMPTY,
  MSG_ESSAY_PHOTOS_NEED_VISION,
  MSG_ESSAY_PUBLISHED,
  MSG_ESSAY_SCORE_RANGE,
  MSG_ESSAY_SPAN_INVALID,
  MSG_ESSAY_TASK_NOT_FOUND,
  MSG_ESSAY_TOO_LONG,
} from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCentralDirectory, readEntry } from '../../platform/intake/zip';
import { INTAKE_MESSAGES } from '../../platform/intake';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { makePdf, multipart, streamedMultipart } from '../files/__fixtures__/samples';
import { call, JUNIOR_CLEAN, PRIMARY_WITH_SLIPS, waitForTask } from './__fixtures__/essays';
import { essayReviewRoutes } from './routes';

let ctx: TestContext;
let teacher: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { JOBS_POLL_MS: '50' } });
  teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
});
afterAll(() => ctx?.close());

const P = essayReview;
const task = { title: '我的妈妈', grade: 3, genre: '记叙文', fullScore: 30 };

type Result = {
  published: boolean;
  rubric: { id: string };
  essays: {
    essayId: number;
    studentName: string;
    text: string;
    score: number | null;
    mode: string;
    overall: string;
    checkNotes: string[];
    comments: { start: number; end: number; kind: string; text: string; source: string }[];
  }[];
};

async function submitted(essays: unknown[]) {
  const answer = await call(ctx.app, teacher, P.submit.path, { ...task, essays });
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  const { taskId } = answer.data as { taskId: string };
  return taskId;
}

describe(essayReviewRoutes, () => {
  let taskId: string;
  beforeAll(async () => {
    taskId = await submitted([
      { studentName: '李华', text: PRIMARY_WITH_SLIPS },
      { text: JUNIOR_CLEAN },
    ]);
  });

  it('marks a batch without a model as an honest 基础检查: anchored findings, no score', async () => {
    const status = await waitForTask(ctx.app, teacher, taskId);
    expect(status).toMatchObject({
      state: 'done',
      progress: 100,
      essays: [{ state: 'done' }, { state: 'done' }],
    });
    const result = (await call(ctx.app, teacher, P.result.path, { taskId })).data as Result;
    expect(result.rubric.id).toBe('primary-middle');
    const [first, second] = result.essays;
    expect(first).toMatchObject({
      studentName: '李华',
      score: null,
      mode: 'check',
      overall: ESSAY_CHECK_NOTICE,
    });
    expect(second?.studentName).toBe('学生2');
    const quoted = first?.comments.map((c) => first.text.slice(c.start, c.end)) ?? [];
    expect(quoted).toContain('在次');
    expect(quoted).toContain(',');
    expect(first?.comments.every((c) => c.source === 'check')).toBe(true);
    expect(first?.checkNotes[0]).toMatch(/^字数不足：共 \d+ 字，要求不少于 300 字/);
    expect(second?.comments.filter((c) => c.kind === 'typo')).toEqual([]);
  });

  it('lists the teacher’s tasks, newest first, and only theirs', async () => {
    const second = await submitted([{ text: JUNIOR_CLEAN }]);
    const page = (await call(ctx.app, teacher, P.list.path, { page: 1, pageSize: 1 })).data as {
      list: { taskId: string; essays: number; title: string }[];
      total: number;
    };
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      expect.objectContaining({ taskId: second, essays: 1, title: '我的妈妈' }),
    ]);
    const next = (await call(ctx.app, teacher, P.list.path, { page: 2, pageSize: 1 })).data as {
      list: { taskId: string }[];
    };
    expect(next.list.map((t) => t.taskId)).toEqual([taskId]);
    expect((await call(ctx.app, other, P.list.path, {})).data).toEqual({ list: [], total: 0 });
    await waitForTask(ctx.app, teacher, second);
  });

  it('refuses another teacher’s task on every call, and anonymous callers', async () => {
    for (const path of [P.status.path, P.result.path, P.publish.path, P.exportWord.path]) {
      expect(await call(ctx.app, other, path, { taskId })).toMatchObject({
        code: Code.NOT_FOUND,
        msg: MSG_ESSAY_TASK_NOT_FOUND,
      });
    }
    const essayId = ((await call(ctx.app, teacher, P.result.path, { taskId })).data as Result)
      .essays[0]?.essayId;
    expect(
      await call(ctx.app, other, P.updateEssay.path, { taskId, essayId, score: 30 }),
    ).toMatchObject({ code: Code.NOT_FOUND });
    expect((await call(ctx.app, undefined, P.status.path, { taskId })).code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });

  it('lets the teacher edit comments and scores, then 发布 makes it final', async () => {
    const before = (await call(ctx.app, teacher, P.result.path, { taskId })).data as Result;
    const essay = before.essays[0];
    if (!essay) throw new Error('no essay');
    const start = essay.text.indexOf('妈妈');
    const comments = [
      ...essay.comments
        .slice(1)
        .map((c) => (c.kind === 'typo' ? { ...c, text: '注意“再次”的“再”' } : c)),
      { start, end: start + 2, kind: 'highlight', text: '开头点题' },
    ];
    const bad = await call(ctx.app, teacher, P.updateEssay.path, {
      taskId,
      essayId: essay.essayId,
      comments: [{ start: 0, end: essay.text.length + 5, kind: 'note', text: '越界' }],
    });
    expect(bad).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_ESSAY_SPAN_INVALID });
    expect(
      await call(ctx.app, teacher, P.updateEssay.path, {
        taskId,
        essayId: essay.essayId,
        score: 31,
      }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ESSAY_SCORE_RANGE,
    });
    const saved = await call(ctx.app, teacher, P.updateEssay.path, {
      taskId,
      essayId: essay.essayId,
      comments,
      score: 24,
      overall: '妈妈的形象写得很真实，注意错别字。',
    });
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({
      score: 24,
      edited: true,
      overall: '妈妈的形象写得很真实，注意错别字。',
    });
    const after = (await call(ctx.app, teacher, P.result.path, { taskId })).data as Result;
    expect(after.essays[0]?.comments).toHaveLength(essay.comments.length);
    expect(after.essays[0]?.comments.find((c) => c.source === 'teacher')).toMatchObject({
      start,
      kind: 'highlight',
    });
    expect(after.published).toBe(false);

    const published = await call(ctx.app, teacher, P.publish.path, { taskId });
    expect(published).toMatchObject({ code: 200, data: { published: true } });
    expect(
      ((await call(ctx.app, teacher, P.result.path, { taskId })).data as Result).published,
    ).toBe(true);
    expect(
      await call(ctx.app, teacher, P.updateEssay.path, {
        taskId,
        essayId: essay.essayId,
        score: 20,
      }),
    ).toMatchObject({
      code: Code.CONFLICT,
      msg: MSG_ESSAY_PUBLISHED,
    });
  });

  it('exports Word with real comments on the spans, which LibreOffice opens', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: P.exportWord.path,
      headers: { 'content-type': 'application/json', 'x-token': teacher },
      payload: JSON.stringify({ taskId }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    const zip = res.rawPayload;
    const part = (name: string) => {
      const entry = readCentralDirectory(zip).find((e) => e.name === name);
      return entry ? readEntry(zip, entry).toString('utf8') : '';
    };
    const body = part('word/document.xml');
    const comments = part('word/comments.xml');
    const result = (await call(ctx.app, teacher, P.result.path, { taskId })).data as Result;
    const total = result.essays.reduce((n, e) => n + e.comments.length, 0);
    expect((comments.match(/<w:comment /g) ?? []).length).toBeGreaterThan(0);
    expect((comments.match(/<w:comment /g) ?? []).length).toBeLessThanOrEqual(total);
    expect(comments).toContain('注意“再次”的“再”');
    expect(body).toMatch(/<w:commentRangeStart w:id="\d+"\/>.*?在次.*?<w:commentRangeEnd/s);
    const dir = await mkdtemp(join(tmpdir(), 'essay-docx-'));
    try {
      await writeFile(join(dir, 'essay.docx'), zip);
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 'essay.docx'),
        ],
        { timeout: 100_000 },
      );
      const text = execFileSync('pdftotext', [join(dir, 'essay.pdf'), '-']).toString('utf8');
      expect(text).toContain('李华');
      expect(text).toContain('妈妈的形象写得很真实');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a rubric the teacher adjusted', () => {
  it('is stored with the task and used for its scores', async () => {
    const rubricDimensions = [
      { name: '内容', max: 15, criteria: '写清楚一件事' },
      { name: '语言', max: 10 },
      { name: '书写', max: 5 },
    ];
    const answer = await call(ctx.app, teacher, P.submit.path, {
      ...task,
      rubricDimensions,
      essays: [{ text: JUNIOR_CLEAN }],
    });
    const { taskId } = answer.data as { taskId: string };
    await waitForTask(ctx.app, teacher, taskId);
    const result = (await call(ctx.app, teacher, P.result.path, { taskId })).data as {
      rubric: {
        name: string;
        dimensions: { key: string; name: string; max: number; criteria: string }[];
      };
      essays: { essayId: number }[];
    };
    expect(result.rubric.name).toBe('小学中年级习作 30 分（老师调整）');
    expect(result.rubric.dimensions).toEqual([
      { key: 'd1', name: '内容', max: 15, criteria: '写清楚一件事' },
      { key: 'd2', name: '语言', max: 10, criteria: '' },
      { key: 'd3', name: '书写', max: 5, criteria: '' },
    ]);
    const essayId = result.essays[0]?.essayId;
    const scored = await call(ctx.app, teacher, P.updateEssay.path, {
      taskId,
      essayId,
      dimensions: [
        { key: 'd1', score: 12, reason: '具体' },
        { key: 'd2', score: 8, reason: '通顺' },
        { key: 'd3', score: 4, reason: '工整' },
      ],
    });
    expect(scored.data).toMatchObject({ score: 24, band: '良' });
    expect(
      await call(ctx.app, teacher, P.updateEssay.path, {
        taskId,
        essayId,
        dimensions: [{ key: 'd3', score: 6, reason: '' }],
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_ESSAY_SCORE_RANGE });
  });
});

describe('bad input gets a clear Chinese message and a non-200 code', () => {
  it('an empty essay, 20,000 characters, photos with no vision model', async () => {
    expect(
      await call(ctx.app, teacher, P.submit.path, { ...task, essays: [{ text: '  ' }] }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ESSAY_EMPTY,
    });
    expect(
      await call(ctx.app, teacher, P.submit.path, {
        ...task,
        essays: [{ text: '好'.repeat(20_000) }],
      }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ESSAY_TOO_LONG,
    });
    const photo = `/oss/files/1/image/${'a'.repeat(64)}.jpg`;
    expect(
      await call(ctx.app, teacher, P.submit.path, { ...task, essays: [{ imageUrls: [photo] }] }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: MSG_ESSAY_PHOTOS_NEED_VISION,
    });
    expect(await call(ctx.app, teacher, P.status.path, { taskId: 'not-a-uuid' })).toMatchObject({
      code: Code.INVALID_PARAM,
    });
  });

  it('a 40 MB photo and a PDF renamed .jpg are refused at upload', async () => {
    const big = streamedMultipart('image', '作文第1页.jpg', 40 * 1024 * 1024);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload: big.stream,
      headers: { ...big.headers, 'x-token': teacher },
    });
    expect(huge.json()).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '文件过大，此类文件不能超过 10MB',
    });
    const pdf = multipart('image', [{ name: '作文.jpg', data: await makePdf(['My Mother']) }]);
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload: pdf.payload,
      headers: { ...pdf.headers, 'x-token': teacher },
    });
    expect(renamed.json()).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: INTAKE_MESSAGES.mismatch,
    });
  });
});
