import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AIQUESTION_CONVERSATIONS, Code, formSummary, type AppFormValues } from '@aita/core';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { appCommand } from '../../admin-apps';
import { apps, users } from '../../db/schema';
import { insertUser, tokenFor } from '../../test/identity';
import { SEED_APPS } from '../../db/seed-data';
import {
  createDefinitionStore,
  SEED_DEFINITIONS,
  syncSeedDefinitions,
  membersOnlyMessage,
  quotaMessage,
  type AppDefinition,
} from '../apps';
import { ask, post, startLive, type LiveContext } from './__fixtures__/stream-client';
import { APP_RULES, OFFLINE_TEMPLATE_TITLE } from './app-prompt';

/** A local OpenAI-compatible server that records every chat request and answers in Markdown. */
let upstream: TestServer;
let live: LiveContext;

interface ChatBody {
  messages: { role: string; content: string }[];
}
const ANSWER =
  '## 教学目标\n\n1. 学生能说出 $x^2$ 的含义\n\n| 环节 | 用时 |\n| --- | --- |\n| 导入 | 5 分钟 |\n';

beforeAll(async () => {
  upstream = await startServer(async (_req, res) => {
    startStream(res);
    for (const part of ANSWER.match(/[\s\S]{1,12}/g) ?? []) {
      await writeChunk(res, sse(chunk({ content: part })));
    }
    await writeChunk(res, sse(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  });
  live = await startLive({
    AI_BASE_URL: `${upstream.url}/v1`,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'chat-model',
    AI_TIMEOUT_MS: '30000',
  });
});
afterAll(async () => {
  await live?.close();
  await upstream?.close();
});

const definitionOf = (uri: string): AppDefinition => {
  const d = SEED_DEFINITIONS.find((x) => x.uri === uri);
  if (!d) throw new Error(`no definition ${uri}`);
  return d;
};

/** Values that satisfy a form: the first option, the minimum, or a short text. */
function sampleValues(def: AppDefinition): AppFormValues {
  const values: AppFormValues = {};
  for (const f of def.form) {
    if (f.type === 'select')
      values[f.key] = f.options?.at(-1) === '高三' ? '七年级' : (f.options?.[0] ?? '');
    else if (f.type === 'number') values[f.key] = f.min ?? 1;
    else values[f.key] = `${f.label}示例内容`;
  }
  return values;
}

const run = promisify(execFile);

const lastChat = (): ChatBody => JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as ChatBody;

describe('app definitions (data)', () => {
  it('every seeded chat app except the assistant has a definition, template apps a form', () => {
    // Conversations: the aiassistant apps, and the aiquestion apps that explain (数学解题步骤).
    const chatApps = SEED_APPS.filter(
      (a) =>
        (a.category === 'aiassistant' || AIQUESTION_CONVERSATIONS.includes(a.uri)) &&
        a.uri !== 'ai-assistant',
    );
    for (const app of chatApps) {
      const def = definitionOf(app.uri);
      expect(def.instructions.length).toBeGreaterThan(1);
      expect(def.outputStructure.length).toBeGreaterThan(0);
      if (app.template === 1) expect(def.form.length, app.uri).toBeGreaterThan(1);
    }
    expect(SEED_DEFINITIONS.length).toBe(chatApps.length);
    const texts = SEED_DEFINITIONS.map((d) => d.instructions.join('\n'));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('is loaded into the database at seed, with presets expanded', async () => {
    const [lesson] = await live.database.db.select().from(apps).where(eq(apps.uri, 'lesson-plan'));
    const def = await createDefinitionStore(live.database.db).get(lesson?.id ?? 0);
    expect(def?.form.map((f) => f.key)).toEqual([
      'period',
      'grade',
      'subject',
      'textbook',
      'topic',
      'lessons',
      'notes',
    ]);
    expect(def?.form[0]).toMatchObject({ label: '学段', profileDefault: 'period' });
  });

  it('a newer version in the file replaces a seeded row, never an operator row', async () => {
    const db = live.database.db;
    const store = createDefinitionStore(db);
    await store.importDefinition({ ...definitionOf('graded-reading'), followUps: ['运营改过'] });
    const bumped = ['essay-outline', 'graded-reading'].map((uri) => ({
      ...definitionOf(uri),
      version: definitionOf(uri).version + 1,
      followUps: ['文件新版'],
    }));
    expect(await syncSeedDefinitions(db, bumped)).toEqual({ inserted: 0, updated: 1, kept: 1 });
    expect(await syncSeedDefinitions(db, bumped)).toEqual({ inserted: 0, updated: 0, kept: 1 });
    const idOf = async (uri: string) =>
      (await db.select({ id: apps.id }).from(apps).where(eq(apps.uri, uri)))[0]?.id ?? 0;
    expect((await store.get(await idOf('essay-outline')))?.followUps).toEqual(['文件新版']);
    expect((await store.get(await idOf('graded-reading')))?.followUps).toEqual(['运营改过']);
  });

  it('the chat config carries the form, follow-ups and entitlement', async () => {
    const res = await post(live, '/v1/aitalk/config', { uri: 'lesson-plan' });
    expect(res.code).toBe(Code.OK);
    expect(res.data).toMatchObject({
      template: 1,
      membersOnly: 0,
      freeDailyQuota: 20,
      isDeepseek: 0,
    });
    expect(res.data.form).toHaveLength(7);
    expect(res.data.followUps.length).toBeGreaterThan(0);
    expect(res.data.prologueDesc).toContain('教案');
    const info = await post(live, '/v1/aitalk/uri/info', { uri: 'essay-review' });
    expect(info.data.config).toMatchObject({ template: 0, form: [] });
  });
});

describe('form requests reach the model with the app instructions', () => {
  it('for at least 10 apps: own instructions in the system prompt, form values in the user message', async () => {
    const templates = SEED_APPS.filter((a) => a.template === 1 && a.category === 'aiassistant');
    const free = templates.filter((a) => !definitionOf(a.uri).membersOnly).slice(0, 12);
    expect(free.length).toBeGreaterThanOrEqual(10);
    const systems: string[] = [];
    for (const app of free) {
      const def = definitionOf(app.uri);
      const values = sampleValues(def);
      const result = await ask(live, { content: 'x', uri: app.uri, form: values });
      expect(result.final?.status, app.uri).toBe(3);
      const sent = lastChat();
      const system = sent.messages
        .filter((m) => m.role === 'system')
        .map((m) => m.content)
        .join('\n');
      const user = sent.messages.at(-1)?.content ?? '';
      for (const line of def.instructions) expect(system).toContain(line);
      expect(system).toContain(APP_RULES[1]);
      expect(system).toContain('义务教育课程方案（2022年版）');
      for (const value of Object.values(values)) expect(user).toContain(String(value));
      systems.push(system);
    }
    expect(new Set(systems).size).toBe(systems.length);
  });

  it('stores the readable card and the values; a follow-up keeps the app instructions', async () => {
    const def = definitionOf('lesson-plan');
    const values = { ...sampleValues(def), subject: '数学', topic: '一元一次方程' };
    const first = await ask(live, { content: 'x', uri: 'lesson-plan', form: values });
    const conversationId = first.final?.conversationId ?? '';
    const log = await post(live, '/v1/aitalk/log/list', { id: conversationId });
    const item = log.data.list[0];
    expect(item.question).toBe(formSummary('教案生成', def.form, values));
    expect(item.form).toMatchObject({ subject: '数学', topic: '一元一次方程', lessons: 1 });
    // The subject's built-in standard goes with the request.
    expect(lastChat().messages[0]?.content).toContain('义务教育数学课程标准（2022年版）');

    const followUp = await ask(live, { content: '把教学过程改成 35 分钟', logId: item.logId });
    expect(lastChat().messages[0]?.content).toContain(def.instructions[0]);
    // A typed follow-up keeps the subject's standard of the conversation's request, not only
    // the plan's summary.
    expect(lastChat().messages[0]?.content).toContain('义务教育数学课程标准（2022年版）');
    expect(lastChat().messages[0]?.content).toContain('义务教育课程方案（2022年版）');
    expect(lastChat().messages.at(-1)?.content).toBe('把教学过程改成 35 分钟');
    await ask(live, { content: '再加一个当堂检测', logId: followUp.final?.logId ?? '' });
    expect(lastChat().messages[0]?.content).toContain('义务教育数学课程标准（2022年版）');
    // A conversation without a form (作文批改) gets the plan's summary alone.
    await ask(live, { content: '请批改这篇作文：我的妈妈……', uri: 'essay-review' });
    expect(lastChat().messages[0]?.content).not.toContain('义务教育数学课程标准');
  });

  it('refuses bad form values with the field named (40001), before anything is stored', async () => {
    const def = definitionOf('lesson-plan');
    const before = upstream.requests.length;
    const missing = await ask(live, {
      content: 'x',
      uri: 'lesson-plan',
      form: { ...sampleValues(def), topic: ' ' },
    });
    expect(missing.json).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：课题 不能为空',
    });
    const option = await ask(live, {
      content: 'x',
      uri: 'lesson-plan',
      form: { ...sampleValues(def), period: '大学' },
    });
    expect(option.json?.msg).toBe('参数错误：学段 只能从给出的选项中选择');
    const range = await ask(live, {
      content: 'x',
      uri: 'lesson-plan',
      form: { ...sampleValues(def), lessons: 99 },
    });
    expect(range.json?.msg).toBe('参数错误：课时 应为 1 到 6 的整数');
    const unknown = await ask(live, {
      content: 'x',
      uri: 'lesson-plan',
      form: { ...sampleValues(def), hack: 'x' },
    });
    expect(unknown.json?.msg).toBe('参数错误：form.hack 不是该应用的填写项');
    const noForm = await ask(live, { content: 'x', uri: 'essay-review', form: { a: 'b' } });
    expect(noForm.json?.code).toBe(Code.INVALID_PARAM);
    expect(upstream.requests.length).toBe(before);
  });
});

describe('half-screen panel', () => {
  it('answers the app, its config and the embedded page to load', async () => {
    const res = await post(live, '/v2/aitalk/halfscreen/info', { uri: 'class-intro' });
    expect(res.data).toMatchObject({
      app: { uri: 'class-intro', name: '课堂导入设计' },
      config: { template: 1 },
      src: '/chat/class-intro?embed=1',
      widthPercent: 50,
    });
    const unknown = await post(live, '/v2/aitalk/halfscreen/info', { uri: 'no-such-app' });
    expect(unknown.code).toBe(Code.NOT_FOUND);
  });
});

describe('apps that are not conversations', () => {
  it('refuse a question with where they belong, instead of a chat that pretends', async () => {
    const before = upstream.requests.length;
    const res = await ask(live, { content: '出 5 道题', uri: 'question-generator' });
    expect(res.json?.code).toBe(Code.FORBIDDEN);
    expect(res.json?.msg).toMatch(/^「智能出题」这个应用属于智能出题.+请在智能出题页面使用它/);
    expect(upstream.requests.length).toBe(before);
  });
});

describe('entitlement on the server', () => {
  it('a members-only app is refused to a non-member at the check and at the stream', async () => {
    const def = definitionOf('big-unit-design');
    expect(def.membersOnly).toBe(true);
    const check = await post(live, '/v1/aitalk/check', { uri: 'big-unit-design' });
    expect(check.data).toMatchObject({
      allowed: false,
      reason: 'members',
      message: membersOnlyMessage('大单元教学设计'),
    });
    const before = upstream.requests.length;
    const refused = await ask(live, {
      content: 'x',
      uri: 'big-unit-design',
      form: sampleValues(def),
    });
    expect(refused.json).toMatchObject({
      code: Code.FORBIDDEN,
      msg: membersOnlyMessage('大单元教学设计'),
    });
    expect(upstream.requests.length).toBe(before);

    const member = await insertUser(live.database);
    await live.database.db
      .update(users)
      .set({ vipEndAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, member.id));
    const token = await tokenFor(live.app, member.id);
    expect(
      (await post(live, '/v1/aitalk/check', { uri: 'big-unit-design' }, token)).data.allowed,
    ).toBe(true);
    const allowed = await ask(
      { url: live.url, token },
      { content: 'x', uri: 'big-unit-design', form: sampleValues(def) },
    );
    expect(allowed.final?.status).toBe(3);
  });

  it('a daily free quota (data, changed by an operator) is counted per teacher and app', async () => {
    const exported = JSON.parse(
      await appCommand('app:export', new Map([['uri', 'class-intro']]), live.database.db),
    ) as AppDefinition;
    const file = join(await mkdtemp(join(tmpdir(), 'app-def-')), 'class-intro.json');
    await writeFile(
      file,
      JSON.stringify({ ...exported, version: exported.version + 1, freeDailyQuota: 1 }),
    );
    expect(await appCommand('app:import', new Map([['file', file]]), live.database.db)).toContain(
      'class-intro',
    );

    const teacher = await insertUser(live.database);
    const token = await tokenFor(live.app, teacher.id);
    const values = sampleValues(definitionOf('class-intro'));
    const first = await ask(
      { url: live.url, token },
      { content: 'x', uri: 'class-intro', form: values },
    );
    expect(first.final?.status).toBe(3);
    const check = await post(live, '/v1/aitalk/check', { uri: 'class-intro' }, token);
    expect(check.data).toMatchObject({ allowed: false, reason: 'quota', remaining: 0 });
    const second = await ask(
      { url: live.url, token },
      { content: 'x', uri: 'class-intro', form: values },
    );
    expect(second.json).toMatchObject({
      code: Code.FORBIDDEN,
      msg: quotaMessage('课堂导入设计', 1),
    });
    // A follow-up in the same conversation is a use too.
    const follow = await ask(
      { url: live.url, token },
      { content: '再来一个', logId: first.final?.logId },
    );
    expect(follow.json?.code).toBe(Code.FORBIDDEN);
    expect(await appCommand('app:list', new Map(), live.database.db)).toMatch(
      /class-intro\t课堂导入设计\taiassistant\t2\toperator\tall quota=1/,
    );
  });

  it('operators get readable refusals for a bad definition', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'app-def-')), 'bad.json');
    await writeFile(file, JSON.stringify({ ...definitionOf('lesson-plan'), form: ['nope'] }));
    await expect(
      appCommand('app:import', new Map([['file', file]]), live.database.db),
    ).rejects.toThrow(/unknown field preset "nope"/);
    await writeFile(file, JSON.stringify({ ...definitionOf('lesson-plan'), uri: 'no-such-app' }));
    await expect(
      appCommand('app:import', new Map([['file', file]]), live.database.db),
    ).rejects.toThrow('没有 uri 为 no-such-app 的应用');
  });
});

describe('offline (no model configured)', () => {
  let offline: LiveContext;
  beforeAll(async () => {
    offline = await startLive();
  });
  afterAll(() => offline?.close());

  it('a form request answers the labelled offline template with the structure and standards text', async () => {
    const config = await post(offline, '/v1/aitalk/config', { uri: 'lesson-plan' });
    expect(config.data).toMatchObject({ isOffline: 1, template: 1 });
    expect(config.data.form).toHaveLength(7);
    expect(config.data.prologueDesc).toContain('离线模板');
    const def = definitionOf('lesson-plan');
    const result = await ask(offline, {
      content: 'x',
      uri: 'lesson-plan',
      form: { ...sampleValues(def), subject: '语文' },
    });
    expect(result.final?.status).toBe(3);
    expect(result.answer).toContain(OFFLINE_TEMPLATE_TITLE);
    for (const heading of def.outputStructure) expect(result.answer).toContain(`## ${heading}`);
    expect(result.answer).toContain('语文课程的核心素养包括文化自信、语言运用、思维能力和审美创造');
    expect(result.answer).toContain('AI_BASE_URL');
  });
});

describe('export, rating', () => {
  it('rates an answer, shows it in the log and in app:ratings; bad tags and other teachers are refused', async () => {
    const tags = await fetch(`${live.url}/v1/report/tags`).then(
      (r) => r.json() as Promise<{ data: { useless: string[] } }>,
    );
    expect(tags.data.useless).toContain('内容空泛');
    // A teacher of its own: the first one has used up its questions per minute.
    const teacher = await insertUser(live.database);
    const me = { url: live.url, token: await tokenFor(live.app, teacher.id) };
    const result = await ask(me, {
      content: 'x',
      uri: 'blackboard-design',
      form: sampleValues(definitionOf('blackboard-design')),
    });
    const logId = result.final?.logId ?? '';
    const rated = await post(me, '/v1/evaluation', {
      logId,
      useful: 0,
      tags: ['内容空泛', '结构不对'],
      reason: '太笼统',
    });
    expect(rated).toMatchObject({ code: Code.OK, data: { logId, useful: 0 } });
    const log = await post(me, '/v1/aitalk/log/list', { id: result.final?.conversationId });
    expect(log.data.list[0].useful).toBe(0);
    expect(await appCommand('app:ratings', new Map(), live.database.db)).toMatch(
      /blackboard-design\t板书设计\t0\t1\t(内容空泛×1 结构不对×1|结构不对×1 内容空泛×1)/,
    );

    const bad = await post(me, '/v1/evaluation', { logId, useful: 1, tags: ['随便写'] });
    expect(bad).toMatchObject({
      code: Code.INVALID_PARAM,
      msg: '参数错误：tags 中的「随便写」不是可选的标签',
    });
    const other = await insertUser(live.database);
    const foreign = await post(
      live,
      '/v1/evaluation',
      { logId, useful: 1 },
      await tokenFor(live.app, other.id),
    );
    expect(foreign.code).toBe(Code.NOT_FOUND);
  });

  it('exports an answer to Word: headings, table and an editable equation; LibreOffice opens it', async () => {
    const teacher = await insertUser(live.database);
    const me = { url: live.url, token: await tokenFor(live.app, teacher.id) };
    const result = await ask(me, {
      content: 'x',
      uri: 'lesson-plan',
      form: sampleValues(definitionOf('lesson-plan')),
    });
    const logId = result.final?.logId ?? '';
    const res = await fetch(`${live.url}/v2/aitalk/content/file`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': me.token },
      body: JSON.stringify({ logId }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('教案生成-'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    const xml = strFromU8(unzipSync(bytes)['word/document.xml'] ?? new Uint8Array());
    expect(xml).toContain('<m:oMath');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('教学目标');

    const dir = await mkdtemp(join(tmpdir(), 'answer-docx-'));
    try {
      await writeFile(join(dir, 'answer.docx'), bytes);
      await run(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 'answer.docx'),
        ],
        { timeout: 100_000 },
      );
      const { stdout } = await run('pdftotext', ['-layout', join(dir, 'answer.pdf'), '-']);
      expect(stdout).toContain('教学目标');
      expect(stdout).toContain('导入');
      expect(stdout).toContain('5 分钟');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const other = await insertUser(live.database);
    const foreign = await post(
      live,
      '/v2/aitalk/content/file',
      { logId },
      await tokenFor(live.app, other.id),
    );
    expect(foreign.code).toBe(Code.NOT_FOUND);
  });
});
