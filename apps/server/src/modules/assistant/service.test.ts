import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../db/schema';
import { loadConfig } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { createAssistantCorpus, CURRICULUM_SUMMARIES } from './corpus';
import { createAssistantLimits } from './limits';
import { createAssistantService } from './service';
import { isImageLink } from '@aita/contract';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(join(tmpdir(), 'aita-assistant-'));
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

describe(createAssistantCorpus, () => {
  it('reads the online apps (linked to their chat page) and the curriculum documents', async () => {
    const docs = await createAssistantCorpus({ db: ctx.database.db }).load();
    const essay = docs.find((d) => d.id === 'app:essay-review');
    expect(essay).toMatchObject({ title: '作文批改', link: '/chat/essay-review' });
    expect(essay?.text).toMatch(/^作文批改：.+/);
    const chinese = docs.find((d) => d.title === '义务教育语文课程标准（2022年版）');
    expect(chinese?.text).toContain('文化自信、语言运用、思维能力和审美创造');
    expect(chinese?.link).toMatch(/^https?:\/\/www\.moe\.gov\.cn\//);
    // Every seeded standard has a summary.
    const standards = docs.filter((d) => d.id.startsWith('standard:'));
    expect(standards.length).toBe(Object.keys(CURRICULUM_SUMMARIES).length);
    expect(standards.every((d) => d.text !== d.title)).toBe(true);
  });
});

describe(createAssistantService, () => {
  const settings = loadConfig({ DATA_DIR: join(tmpdir(), 'aita-assistant-cfg') }).assistant;

  it('rebuilds the corpus when the catalogue changes, not otherwise', async () => {
    let t = 0;
    const service = await createAssistantService({
      settings,
      corpus: createAssistantCorpus({ db: ctx.database.db }),
      refreshIntervalMs: 1000,
      now: () => t,
    });
    const find = async (q: string) =>
      (await service.engines().search.search(q, { limit: 3 })).map((r) => r.title);
    expect(await find('量子纠缠实验设计')).not.toContain('量子纠缠实验设计');
    expect(await service.refresh()).toBe(false);

    await ctx.database.db.insert(apps).values({
      uri: 'quantum-lab',
      name: '量子纠缠实验设计',
      logo: '/static/app-logos/quantum-lab.svg',
      description: '为高中物理设计量子纠缠的课堂演示实验。',
      category: 'aiassistant',
    });
    const before = service.engines();
    t = 500; // within the interval: no check
    expect(service.engines()).toBe(before);
    expect(await service.refresh()).toBe(true);
    expect(service.engines()).not.toBe(before);
    expect(await find('量子纠缠实验设计')).toContain('量子纠缠实验设计');
    // The moderation list is kept across refreshes.
    expect(service.engines().moderation).toBe(before.moderation);

    await ctx.database.db.update(apps).set({ online: false }).where(eq(apps.uri, 'quantum-lab'));
    t = 2000; // past the interval: engines() starts a background check
    service.engines();
    await service.refresh();
    expect(await find('量子纠缠实验设计')).not.toContain('量子纠缠实验设计');
  });

  it('reads SENSITIVE_WORDS_FILE and fails the start when it is missing', async () => {
    const file = join(dir, 'words.txt');
    await writeFile(file, '# 额外词表\n违规测试词\n');
    const service = await createAssistantService({
      settings: { ...settings, sensitiveWordsFile: file },
      corpus: createAssistantCorpus({ db: ctx.database.db }),
    });
    expect(service.engines().moderation.check('这是违规 测试词').hit).toBe(true);
    await expect(
      createAssistantService({
        settings: { ...settings, sensitiveWordsFile: join(dir, 'missing.txt') },
        corpus: createAssistantCorpus({ db: ctx.database.db }),
      }),
    ).rejects.toThrow();
  });

  it('warns about half a model configuration and stays offline', async () => {
    const warnings: string[] = [];
    const service = await createAssistantService({
      settings: { ...settings, aiBaseUrl: 'http://127.0.0.1:9/v1' },
      corpus: createAssistantCorpus({ db: ctx.database.db }),
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    expect(service.offline).toBe(true);
    expect(warnings.join()).toMatch(/AI_BASE_URL and AI_MODEL/);
    const online = await createAssistantService({
      settings: { ...settings, aiBaseUrl: 'http://127.0.0.1:9/v1', aiModel: 'm' },
      corpus: createAssistantCorpus({ db: ctx.database.db }),
    });
    expect(online.offline).toBe(false);
    expect(online.assistantConfig().isOffline).toBe(0);
    expect(online.assistantConfig().prologueDesc).not.toMatch(/未配置大模型/);
  });
});

describe(createAssistantLimits, () => {
  it('limits concurrent streams and questions per sliding window, per teacher', async () => {
    let t = 0;
    const limits = createAssistantLimits({ maxStreams: 2, maxPerWindow: 3, now: () => t });
    const a = await limits.acquire(1);
    const b = await limits.acquire(1);
    expect(a.ok && b.ok).toBe(true);
    expect(await limits.acquire(1)).toEqual({ ok: false, reason: 'streams' });
    expect((await limits.acquire(2)).ok).toBe(true);
    if (a.ok) {
      await a.slot.release();
      await a.slot.release(); // idempotent
    }
    expect(await limits.active(1)).toBe(1);
    const c = await limits.acquire(1);
    expect(c.ok).toBe(true);
    if (b.ok) await b.slot.release();
    if (c.ok) await c.slot.release();
    expect(await limits.active(1)).toBe(0);
    // Three questions counted in this minute: the fourth is refused until the first expires.
    expect(await limits.acquire(1)).toEqual({ ok: false, reason: 'rate' });
    t = 59_999;
    expect((await limits.acquire(1)).ok).toBe(false);
    t = 60_000;
    expect((await limits.acquire(1)).ok).toBe(true);
  });
});

describe(isImageLink, () => {
  it('accepts http(s) links and /oss/ paths only', () => {
    for (const ok of [
      'https://img.example.cn/a.png',
      'http://127.0.0.1:8080/oss/x.png',
      '/oss/uploads/100001/20260101/a.png',
    ]) {
      expect(isImageLink(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example/x.png',
      '/static/x.png',
      '/oss/../../etc/passwd',
      '/oss/a/./b',
      'https://a.cn/a b.png',
      'https://a.cn/a\nb.png',
      'https://a.cn\\@evil.example/',
      `https://a.cn/${'x'.repeat(2048)}`,
    ]) {
      expect(isImageLink(bad), bad).toBe(false);
    }
  });
});

describe('assistant settings (env.ts)', () => {
  it('reads the AI variables and rejects bad ones', () => {
    const config = loadConfig(
      {
        DATA_DIR: dir,
        AI_BASE_URL: 'https://api.deepseek.com/v1',
        AI_API_KEY: 'sk-x',
        AI_MODEL: 'deepseek-chat',
        AI_REASONING_MODEL: 'deepseek-reasoner',
        AI_TIMEOUT_MS: '30000',
        SEARXNG_URL: 'http://searx:8080',
        SEARCH_TIMEOUT_MS: '5000',
        SENSITIVE_WORDS_FILE: 'words.txt',
        AI_KEEP_ALIVE_MS: '5000',
        AI_MAX_STREAMS_PER_USER: '3',
        AI_QUESTIONS_PER_MINUTE: '30',
        AI_MAX_ANSWER_MS: '120000',
      },
      dir,
    );
    expect(config.assistant).toEqual({
      aiBaseUrl: 'https://api.deepseek.com/v1',
      aiApiKey: 'sk-x',
      aiModel: 'deepseek-chat',
      aiReasoningModel: 'deepseek-reasoner',
      aiTimeoutMs: 30000,
      searxngUrl: 'http://searx:8080',
      searchTimeoutMs: 5000,
      sensitiveWordsFile: join(dir, 'words.txt'),
      keepAliveMs: 5000,
      maxStreamsPerUser: 3,
      questionsPerMinute: 30,
      maxAnswerMs: 120000,
      progressSaveMs: 3000,
    });
    for (const [name, value] of [
      ['AI_BASE_URL', 'ftp://x'],
      ['AI_KEEP_ALIVE_MS', '20000'],
      ['AI_MAX_STREAMS_PER_USER', '0'],
      ['AI_TIMEOUT_MS', 'soon'],
    ]) {
      expect(() => loadConfig({ DATA_DIR: dir, [name as string]: value }, dir)).toThrow(
        new RegExp(`${name}=`),
      );
    }
  });
});
