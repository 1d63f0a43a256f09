import { courseware as C } from '@aita/contract';
import {
  Code,
  MSG_COURSEWARE_NOT_FOUND,
  MSG_COURSEWARE_SECTION_EMPTY,
  MSG_COURSEWARE_STRUCTURE_HINT,
  type CoursewareData,
  type CoursewareOutline,
} from '@aita/core';
import { inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../ai/__fixtures__/http-server';
import { apps } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';

const TOOL_URIS = [
  'classroom-timer',
  'random-roll-call',
  'fraction-visualiser',
  'geometry-board',
  'word-cards',
  'scoreboard',
  'dice',
];

const form = {
  period: '初中',
  subject: '数学',
  textbookVersion: '人教版',
  topic: '勾股定理',
  lessonNo: 1,
  lessonType: 'new',
  themeId: 'clean',
};

async function call(ctx: TestContext, token: string | undefined, url: string, body?: unknown) {
  return (await postAs(ctx.app, token, url, body)).json() as {
    code: number;
    msg: string;
    data: never;
  };
}

/** The teacher's filling of the structure: what a person would write in each section. */
function filled(outline: CoursewareOutline): CoursewareOutline {
  const text: Record<string, { points: string[]; answer?: string[] }> = {
    objectives: { points: ['理解勾股定理的内容', '会用勾股定理求直角三角形的边长'] },
    intro: { points: ['毕达哥拉斯在地砖上发现了什么？'] },
    concept: { points: ['直角三角形两直角边的平方和等于斜边的平方：$a^2+b^2=c^2$'] },
    example: {
      points: ['在 Rt△ABC 中，∠C=90°，a=3，b=4，求 c。'],
      answer: ['由勾股定理 $c^2=a^2+b^2$', '$c^2=9+16=25$', '所以 $c=5$'],
    },
    exercise: { points: ['直角边为 6 和 8，求斜边。'], answer: ['10'] },
    summary: { points: ['勾股定理只适用于直角三角形'] },
    homework: { points: ['课本第 24 页习题 1、2'] },
  };
  return {
    ...outline,
    sections: outline.sections.map((s) => ({
      ...s,
      points: text[s.kind]?.points ?? [],
      answer: text[s.kind]?.answer ?? [],
    })),
  };
}

describe('courseware without a model', () => {
  let ctx: TestContext;
  let teacher: string;
  let other: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
    other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('needs a login for every courseware call', async () => {
    for (const e of [C.info, C.outline, C.slides, C.save, C.delete, C.file, C.copyStat]) {
      expect((await call(ctx, undefined, e.path, {})).code, e.path).toBe(Code.NOT_LOGGED_IN);
    }
  });

  it('refuses bad forms with the field named', async () => {
    const empty = await call(ctx, teacher, C.outline.path, { ...form, topic: '   ' });
    expect(empty).toMatchObject({ code: Code.INVALID_PARAM });
    expect(empty.msg).toContain('topic');
    const theme = await call(ctx, teacher, C.outline.path, { ...form, themeId: 'neon' });
    expect(theme.code).toBe(Code.INVALID_PARAM);
    expect(theme.msg).toContain('themeId');
    expect((await call(ctx, teacher, C.outline.path, { ...form, lessonNo: 99 })).code).toBe(
      Code.INVALID_PARAM,
    );
    expect((await call(ctx, teacher, C.outline.path, { ...form, period: '大学' })).code).toBe(
      Code.INVALID_PARAM,
    );
  });

  it('form → structure outline → teacher fills it → slides → edits → .pptx, with copies counted', async () => {
    const created = await call(ctx, teacher, C.outline.path, form);
    expect(created.code).toBe(200);
    const { courseware, hint } = created.data as { courseware: CoursewareData; hint: string };
    expect(hint).toBe(MSG_COURSEWARE_STRUCTURE_HINT);
    expect(courseware.outlineSource).toBe('structure');
    expect(courseware.outline.sections.map((s) => s.kind)).toEqual([
      'objectives',
      'intro',
      'concept',
      'example',
      'exercise',
      'summary',
      'homework',
    ]);
    // Nothing is invented without a model.
    expect(courseware.outline.sections.every((s) => s.points.length === 0)).toBe(true);
    const id = courseware.coursewareId;

    const refused = await call(ctx, teacher, C.slides.path, {
      coursewareId: id,
      outline: courseware.outline,
    });
    expect(refused.code).toBe(Code.INVALID_PARAM);
    expect(refused.msg).toBe(`${MSG_COURSEWARE_SECTION_EMPTY}教学目标`);

    // The teacher reorders (小结 before 练习) and renames.
    const outline = filled(courseware.outline);
    const [ex, sum] = [outline.sections[4], outline.sections[5]];
    if (!ex || !sum) throw new Error('structure changed');
    outline.sections.splice(4, 2, { ...sum, title: '我学到了' }, ex);
    const made = await call(ctx, teacher, C.slides.path, { coursewareId: id, outline });
    expect(made.code).toBe(200);
    const withSlides = (made.data as { courseware: CoursewareData }).courseware;
    expect(withSlides.slides.map((s) => s.kind)).toEqual([
      'title',
      'objectives',
      'intro',
      'concept',
      'example',
      'summary',
      'exercise',
      'answer',
      'homework',
    ]);
    expect(withSlides.slides[5]?.title).toBe('我学到了');
    expect(withSlides.slides[4]?.steps).toHaveLength(3);

    const slides = withSlides.slides.map((s) =>
      s.kind === 'intro' ? { ...s, points: ['地砖上的正方形面积有什么关系？'] } : s,
    );
    const saved = await call(ctx, teacher, C.save.path, {
      coursewareId: id,
      slides,
      themeId: 'academic',
    });
    expect(saved.code).toBe(200);
    const read = await call(ctx, teacher, C.info.path, { coursewareId: id });
    expect((read.data as CoursewareData).slides[2]?.points).toEqual([
      '地砖上的正方形面积有什么关系？',
    ]);
    expect((read.data as CoursewareData).form.themeId).toBe('academic');

    const list = await call(ctx, teacher, C.info.path, {});
    expect(list.data).toMatchObject({ total: 1, list: [{ coursewareId: id, slideCount: 9 }] });
    expect(await call(ctx, other, C.info.path, {})).toMatchObject({ data: { total: 0 } });

    const file = await postAs(ctx.app, teacher, C.file.path, { coursewareId: id });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('presentationml');
    expect(String(file.headers['content-disposition'])).toContain(
      encodeURIComponent('勾股定理.pptx'),
    );
    const parts = unzipSync(new Uint8Array(file.rawPayload));
    const slideXml = Object.keys(parts).filter((k) => /^ppt\/slides\/slide\d+\.xml$/.test(k));
    expect(slideXml).toHaveLength(9);
    const all = slideXml.map((k) => strFromU8(parts[k] ?? new Uint8Array())).join('');
    // Formulas render as clean text, the academic theme's fonts are set.
    expect(all).toContain('a²+b²=c²');
    expect(all).not.toContain('$');
    expect(all).toContain('<a:ea typeface="宋体"');
    expect(all).toContain('地砖上的正方形面积有什么关系？');

    expect((await call(ctx, teacher, C.copyStat.path, { coursewareId: id })).data).toEqual({
      copyCount: 1,
    });
    expect((await call(ctx, teacher, C.copyStat.path, { coursewareId: id })).data).toEqual({
      copyCount: 2,
    });

    // Another teacher cannot read, download, count or delete it.
    for (const e of [C.info, C.file, C.copyStat, C.delete]) {
      const answer = await call(ctx, other, e.path, { coursewareId: id });
      expect(answer, e.path).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_COURSEWARE_NOT_FOUND });
    }
    expect((await call(ctx, teacher, C.delete.path, { coursewareId: id })).code).toBe(200);
    expect((await call(ctx, teacher, C.info.path, { coursewareId: id })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses to download a courseware without slides', async () => {
    const created = await call(ctx, teacher, C.outline.path, form);
    const id = (created.data as { courseware: CoursewareData }).courseware.coursewareId;
    const answer = await call(ctx, teacher, C.file.path, { coursewareId: id });
    expect(answer.code).toBe(Code.INVALID_PARAM);
  });

  it('runs the classroom tools as sandboxed html-file apps, and sends AI课件 to its tool', async () => {
    const rows = await ctx.database.db
      .select({ id: apps.id, uri: apps.uri, category: apps.category, name: apps.name })
      .from(apps)
      .where(inArray(apps.uri, [...TOOL_URIS, 'ai-courseware', 'lesson-plan']));
    const byUri = new Map(rows.map((r) => [r.uri, r]));
    for (const uri of TOOL_URIS) expect(byUri.get(uri)?.category, uri).toBe('htmlfile');
    const timer = byUri.get('classroom-timer');
    if (!timer) throw new Error('timer not synced');
    const info = await call(ctx, undefined, C.htmlInfo.path, { appId: timer.id });
    expect(info.data).toEqual({
      appId: timer.id,
      name: '课堂倒计时',
      desc: expect.stringContaining('倒计时'),
      kind: 'html',
      src: `/v1/app/html/${timer.id}`,
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/v1/app/html/${timer.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/connect-src/);
    expect(page.body).toContain('<title>课堂倒计时</title>');

    const courseware = byUri.get('ai-courseware');
    expect(
      (await call(ctx, undefined, C.htmlInfo.path, { appId: courseware?.id })).data,
    ).toMatchObject({ kind: 'courseware', src: '/courseware/index' });
    const chat = byUri.get('lesson-plan');
    expect((await call(ctx, undefined, C.htmlInfo.path, { appId: chat?.id })).code).toBe(
      Code.NOT_FOUND,
    );
    const missing = await ctx.app.inject({ method: 'GET', url: '/v1/app/html/999999' });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({
      method: 'GET',
      url: '/v1/app/html/..%2F..%2Fpackage.json',
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('refuses oversized outlines and bad ids', async () => {
    const created = await call(ctx, teacher, C.outline.path, form);
    const cw = (created.data as { courseware: CoursewareData }).courseware;
    const many = {
      ...cw.outline,
      sections: Array.from({ length: 21 }, () => cw.outline.sections[0]),
    };
    expect(
      (await call(ctx, teacher, C.save.path, { coursewareId: cw.coursewareId, outline: many }))
        .code,
    ).toBe(Code.INVALID_PARAM);
    expect((await call(ctx, teacher, C.info.path, { coursewareId: 'abc' })).code).toBe(
      Code.INVALID_PARAM,
    );
    expect((await call(ctx, teacher, C.copyStat.path, { coursewareId: 999999 })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe('courseware with a model (a local OpenAI-compatible server)', () => {
  let model: TestServer;
  let ctx: TestContext;
  let teacher: string;
  const asked: string[] = [];
  beforeAll(async () => {
    model = await startServer((_req, res, body) => {
      const request = JSON.parse(body) as { messages: { role: string; content: string }[] };
      const user = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      asked.push(user);
      const answer = user.includes('写课件大纲')
        ? {
            title: '勾股定理',
            sections: [
              { kind: 'objectives', title: '教学目标', points: ['掌握勾股定理'], answer: [] },
              { kind: 'concept', title: '探索勾股定理', points: ['$a^2+b^2=c^2$'], answer: [] },
              { kind: 'exercise', title: '练一练', points: ['6、8，求斜边'], answer: ['10'] },
            ],
          }
        : {
            sections: [
              {
                id: 's2',
                title: '探索勾股定理',
                points: ['观察正方形面积', '得出 $a^2+b^2=c^2$'],
                answer: [],
                notes: '先让学生数方格',
              },
            ],
          };
      sendJson(res, 200, {
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(answer) },
            finish_reason: 'stop',
          },
        ],
      });
    });
    ctx = await createTestContext({
      env: { AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'fake-teacher' },
    });
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await model?.close();
  });

  it('asks the model for the outline and for each slide, and keeps what the model left out', async () => {
    const created = await call(ctx, teacher, C.outline.path, form);
    expect(created.code).toBe(200);
    const cw = (created.data as { courseware: CoursewareData }).courseware;
    expect(cw.outlineSource).toBe('model');
    expect(cw.outline.sections.map((s) => [s.id, s.title])).toEqual([
      ['s1', '教学目标'],
      ['s2', '探索勾股定理'],
      ['s3', '练一练'],
    ]);
    expect(asked[0]).toContain('勾股定理');
    expect(asked[0]).toContain('人教版');

    const made = await call(ctx, teacher, C.slides.path, {
      coursewareId: cw.coursewareId,
      outline: cw.outline,
    });
    expect(made.code).toBe(200);
    const slides = (made.data as { courseware: CoursewareData }).courseware.slides;
    expect(slides.map((s) => s.kind)).toEqual([
      'title',
      'objectives',
      'concept',
      'exercise',
      'answer',
    ]);
    expect(slides[2]).toMatchObject({
      points: ['观察正方形面积', '得出 $a^2+b^2=c^2$'],
      notes: '先让学生数方格',
    });
    // The objectives the model did not rewrite are the outline's.
    expect(slides[1]?.points).toEqual(['掌握勾股定理']);
    expect(asked[1]).toContain('"id":"s2"');
  });
});
