import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classroom } from '@aita/contract';
import {
  Code,
  MSG_CLASS_FORBIDDEN,
  MSG_COMMENTS_EMPTY,
  MSG_COMMENTS_NEED_MODEL,
  MSG_STUDENT_NOT_FOUND,
} from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../ai/__fixtures__/http-server';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, postAs, tokenFor } from '../../test/identity';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Answer = { code: number; msg: string; data: any };
const p = classroom;

/** A class with two students, notes, observations and two exams, as `token`. */
async function seededClass(ctx: TestContext, token: string) {
  const call = async (url: string, body: unknown) => {
    const answer = (await postAs(ctx.app, token, url, body)).json<Answer>();
    expect(answer.code, JSON.stringify(answer)).toBe(Code.OK);
    return answer.data;
  };
  const { classId } = await call(p.create.path, { name: '三年级（2）班', grade: 3 });
  const a = await call(p.saveStudent.path, {
    classId,
    name: '王小明',
    number: '1',
    gender: 'm',
    notes: '图书角管理员',
  });
  const b = await call(p.saveStudent.path, { classId, name: '李雨桐', number: '2', gender: 'f' });
  await call(p.addObservation.path, {
    classId,
    studentId: a.studentId,
    kind: 'strength',
    text: '每天早到帮同学擦黑板',
  });
  await call(p.addObservation.path, {
    classId,
    studentId: a.studentId,
    kind: 'improve',
    text: '作业字迹潦草',
  });
  await call(p.addObservation.path, {
    classId,
    studentId: b.studentId,
    kind: 'progress',
    text: '口算速度提高很多',
  });
  for (const [name, date, sa, sb] of [
    ['期中考试', '2026-11-05', 92, 70],
    ['单元测验', '2026-10-08', 80, null],
  ] as const) {
    const exam = await call(p.saveExam.path, {
      classId,
      name,
      examDate: date,
      fullScore: 100,
      passScore: 60,
      excellentScore: 85,
    });
    await call(p.saveScores.path, {
      examId: exam.examId,
      scores: [
        { studentId: a.studentId, score: sa },
        { studentId: b.studentId, score: sb },
      ],
    });
  }
  return { classId, a: a.studentId as number, b: b.studentId as number, call };
}

describe('期末评语 without a model', () => {
  let ctx: TestContext;
  let teacher: string;
  let other: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
    other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(() => ctx?.close());

  it('says the batch needs a model, and still saves, edits and exports by hand', async () => {
    const { classId, a, b, call } = await seededClass(ctx, teacher);
    const listed = await call(p.comments.path, { classId });
    expect(listed).toEqual({ list: [], job: null, modelAvailable: false });
    const refused = (
      await postAs(ctx.app, teacher, p.generateComments.path, {
        classId,
        tone: 'warm',
        length: 'short',
      })
    ).json<Answer>();
    expect(refused).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_COMMENTS_NEED_MODEL });

    const empty = await postAs(ctx.app, teacher, p.exportComments.path, { classId });
    expect(empty.json<Answer>()).toMatchObject({ code: 40001, msg: MSG_COMMENTS_EMPTY });

    const saved = await call(p.saveComment.path, {
      classId,
      studentId: a,
      text: '  小明同学：你每天早到帮同学擦黑板，老师都看在眼里。$5 的书签送给你。  ',
    });
    expect(saved).toMatchObject({
      studentId: a,
      source: 'teacher',
      text: '小明同学：你每天早到帮同学擦黑板，老师都看在眼里。$5 的书签送给你。',
    });
    await call(p.saveComment.path, { classId, studentId: b, text: '雨桐同学：口算进步很大。' });
    await call(p.saveComment.path, { classId, studentId: b, text: '雨桐：口算进步很大！' });
    expect(
      (await call(p.comments.path, { classId })).list.map((c: Answer['data']) => c.text),
    ).toEqual([
      '小明同学：你每天早到帮同学擦黑板，老师都看在眼里。$5 的书签送给你。',
      '雨桐：口算进步很大！',
    ]);

    // Another teacher can neither read, write nor export them.
    for (const [url, body] of [
      [p.comments.path, { classId }],
      [p.saveComment.path, { classId, studentId: a, text: '改掉' }],
      [p.exportComments.path, { classId }],
      [p.generateComments.path, { classId, tone: 'warm', length: 'short' }],
    ] as const) {
      const answer = (await postAs(ctx.app, other, url, body)).json<Answer>();
      expect(answer, url).toMatchObject({ code: Code.FORBIDDEN, msg: MSG_CLASS_FORBIDDEN });
    }
    // A student of another class is refused.
    const elsewhere = await seededClass(ctx, other);
    const wrong = (
      await postAs(ctx.app, teacher, p.saveComment.path, {
        classId,
        studentId: elsewhere.a,
        text: '不该写进来',
      })
    ).json<Answer>();
    expect(wrong).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_STUDENT_NOT_FOUND });

    // The Word file holds both comments in 学号 order; LibreOffice reads it back as text.
    const file = await postAs(ctx.app, teacher, p.exportComments.path, { classId });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(
      '三年级（2）班-期末评语.docx',
    );
    const dir = await mkdtemp(join(tmpdir(), 'comments-'));
    try {
      await writeFile(join(dir, 'c.docx'), file.rawPayload);
      execFileSync(
        'soffice',
        ['--headless', '--convert-to', 'txt:Text', '--outdir', dir, join(dir, 'c.docx')],
        {
          timeout: 120_000,
          env: { ...process.env, HOME: dir },
        },
      );
      const text = await readFile(join(dir, 'c.txt'), 'utf8');
      expect(text).toContain('三年级（2）班 期末评语');
      expect(text).toContain('$5 的书签送给你');
      expect(text.indexOf('王小明')).toBeLessThan(text.indexOf('李雨桐'));
      expect(text).toContain('雨桐：口算进步很大！');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // '' removes a comment.
    expect(await call(p.saveComment.path, { classId, studentId: b, text: '' })).toBeNull();
    expect((await call(p.comments.path, { classId })).list).toHaveLength(1);
  });
});

describe('期末评语 with a model', () => {
  let ctx: TestContext;
  let model: TestServer;
  let teacher: string;
  const asked: string[] = [];
  beforeAll(async () => {
    model = await startServer((_req, res, body) => {
      const request = JSON.parse(body) as { messages: { role: string; content: string }[] };
      const user = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      asked.push(user);
      const name = /称呼用“(.+?)”/.exec(user)?.[1] ?? '同学';
      sendJson(res, 200, {
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: JSON.stringify({ comment: `${name}，这学期你很努力。` }),
            },
            finish_reason: 'stop',
          },
        ],
      });
    });
    ctx = await createTestContext({
      env: {
        AI_BASE_URL: `${model.url}/v1`,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'fake-teacher',
        JOBS_POLL_MS: '50',
      },
    });
    teacher = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  });
  afterAll(async () => {
    await ctx?.close();
    await model?.close();
  });

  async function settled(
    classId: number,
    call: (u: string, b: unknown) => Promise<Answer['data']>,
  ) {
    for (let i = 0; i < 200; i += 1) {
      const { job } = await call(p.comments.path, { classId });
      if (job && ['succeeded', 'failed', 'cancelled'].includes(job.state)) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('comment job did not finish');
  }

  it('writes one comment per student from that student’s own records, and keeps the teacher’s', async () => {
    const { classId, a, b, call } = await seededClass(ctx, teacher);
    expect((await call(p.comments.path, { classId })).modelAvailable).toBe(true);
    const started = await call(p.generateComments.path, {
      classId,
      tone: 'lively',
      length: 'medium',
    });
    expect(started.state).toMatch(/queued|running|succeeded/);
    const job = await settled(classId, call);
    expect(job).toMatchObject({ state: 'succeeded', progress: 100, error: null });
    const { list } = await call(p.comments.path, { classId });
    expect(list.map((c: Answer['data']) => [c.studentId, c.text, c.source])).toEqual([
      [a, '小明，这学期你很努力。', 'model'],
      [b, '雨桐，这学期你很努力。', 'model'],
    ]);
    // Each prompt holds that student's facts and not the other's; no ranking, tone and length.
    const ming = asked.find((q) => q.includes('王小明')) ?? '';
    const tong = asked.find((q) => q.includes('李雨桐')) ?? '';
    expect(ming).toContain('每天早到帮同学擦黑板');
    expect(ming).toContain('作业字迹潦草');
    expect(ming).toContain('图书角管理员');
    expect(ming).toContain('期中考试（2026-11-05）：92/100 分，班级平均 81，高于或等于平均');
    expect(ming).toContain('亲切活泼');
    expect(ming).toContain('约 150 字');
    expect(ming).not.toContain('口算速度');
    expect(tong).toContain('口算速度提高很多');
    expect(tong).toContain('单元测验（2026-10-08）：未参加或未录入');
    expect(tong).not.toContain('擦黑板');
    expect(ming).toContain('不要写排名');

    // The teacher edits one; a new batch leaves it alone and rewrites only the other.
    await call(p.saveComment.path, { classId, studentId: a, text: '小明：老师改过的评语。' });
    const before = asked.length;
    await call(p.generateComments.path, { classId, tone: 'formal', length: 'short' });
    await settled(classId, call);
    expect(asked.length - before).toBe(1);
    expect(asked.at(-1)).toContain('李雨桐');
    const after = (await call(p.comments.path, { classId })).list;
    expect(after.find((c: Answer['data']) => c.studentId === a)).toMatchObject({
      text: '小明：老师改过的评语。',
      source: 'teacher',
    });
    // With overwrite and one student chosen, only that student is written again.
    await call(p.generateComments.path, {
      classId,
      tone: 'warm',
      length: 'long',
      studentIds: [a],
      overwrite: true,
    });
    await settled(classId, call);
    expect((await call(p.comments.path, { classId })).list[0]).toMatchObject({
      studentId: a,
      text: '小明，这学期你很努力。',
      source: 'model',
    });
  });
});
