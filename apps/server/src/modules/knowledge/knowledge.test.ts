import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '@aita/contract';
import { Code, createSseParser, KNOWLEDGE_HITS_EVENT } from '@aita/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  sse,
  startServer,
  startStream,
  writeChunk,
  type TestServer,
} from '../../ai/__fixtures__/http-server';
import { INTAKE_MESSAGES } from '../../platform/intake';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { makePdf, makePptx, makeZip } from '../files/__fixtures__/samples';
import { CORPUS_DOCUMENTS } from './__fixtures__/corpus';
import {
  addDocument,
  call,
  corpusFile,
  uploadDocument,
  waitDocument,
} from './__fixtures__/documents';
import { BUILTIN_LIBRARY_ID } from './builtin';
import { PAGE_MESSAGES } from './fetch-page';
import {
  MSG_DOCUMENT_NOT_FOUND,
  MSG_EMPTY_DOCUMENT,
  MSG_FILE_NOT_DOCUMENT,
  MSG_FILE_NOT_FOUND,
  MSG_LIBRARY_NOT_FOUND,
  MSG_NO_MODEL,
  MSG_READ_FAILED,
} from './messages';

interface Library {
  id: string;
  name: string;
  builtin: boolean;
  documents: number;
}
interface Doc {
  id: string;
  title: string;
  status: string;
  error: string | null;
  pages: number;
  passageCount: number;
  blocks: { page: number | null; kind: string; text: string }[];
  passages: { id: string; page: number | null; blockStart: number; blockEnd: number }[];
}
interface Hit {
  passageId: string;
  documentId: string;
  documentTitle: string;
  page: number | null;
  blockStart: number;
  blockEnd: number;
  text: string;
}

/** A local page server: `/article` an article, `/big` 6 MB, `/pdf` not a page, `/to-article` a redirect. */
function startPages(): Promise<{ server: Server; url: string }> {
  const article = `<!doctype html><html><head><title>双减政策下的作业设计指南</title></head><body>
<nav>首页 | 新闻 | 联系我们</nav>
<article><h1>双减政策下的作业设计指南</h1>
<h2>一、总量控制</h2><p>小学一二年级不布置书面家庭作业，三至六年级书面作业平均完成时间不超过六十分钟，初中不超过九十分钟。作业总量由年级组统筹，避免各学科叠加。</p>
<h2>二、分层设计</h2><p>作业分为基础性作业、拓展性作业和探究性作业三类，学生可以根据自身情况选择，教师要做到全批全改并及时反馈。</p>
<script>window.evil = 1</script></article>
<footer>版权所有</footer></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(article);
    } else if (req.url === '/to-article') {
      res.writeHead(302, { location: '/article' });
      res.end();
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const block = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 6) {
          sent++;
          if (!res.write(block)) return void res.once('drain', write);
        }
        res.end();
      };
      write();
    } else if (req.url === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.7');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let ctx: TestContext;
let pages: { server: Server; url: string };
let token: string;
let other: string;
let library: string;
let otherLibrary: string;

beforeAll(async () => {
  pages = await startPages();
  ctx = await createTestContext({
    env: { KNOWLEDGE_ALLOW_PRIVATE_URLS: '1', INTAKE_MAX_DOCUMENT_MB: '2' },
  });
  token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  other = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  library = await firstLibrary(token);
  otherLibrary = await firstLibrary(other);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  pages?.server.close();
});

async function firstLibrary(as: string): Promise<string> {
  const list = await call<Library[]>(ctx.app, as, '/v2/aitalk/knowledge/library/list', {});
  expect(list.code).toBe(Code.OK);
  const own = list.data.find((l) => !l.builtin);
  expect(own?.name).toBe('我的资料库');
  expect(list.data.some((l) => l.builtin && l.id === BUILTIN_LIBRARY_ID)).toBe(true);
  return own?.id ?? '';
}

const detail = (id: string, as = token) =>
  call<Doc>(ctx.app, as, '/v2/aitalk/knowledge/document/detail', { id });

describe('every knowledge call needs a login', () => {
  it.each(Object.entries(paths.knowledge))('%s answers 20100 without a token', async (_n, r) => {
    const res = await postJson(ctx.app, r.path, {});
    expect(res.statusCode).toBe(200);
    expect(res.json<{ code: number }>().code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('documents of each type are read on their structure', () => {
  it('a Word file: headings from its styles, passages under them', async () => {
    const doc = CORPUS_DOCUMENTS.find((d) => d.format === 'docx');
    if (!doc) throw new Error('no docx');
    const added = await addDocument(ctx.app, token, library, await corpusFile(doc));
    expect(added).toMatchObject({ status: 'done', error: null });
    const { data } = await detail(added.id);
    expect(data.blocks[0]).toEqual({ page: null, kind: 'heading', text: doc.title });
    expect(data.blocks.filter((b) => b.kind === 'heading')).toHaveLength(6);
    expect(data.passages.length).toBe(5);
    const first = data.passages[0];
    expect(data.blocks[first?.blockStart ?? -1]?.text).toBe(doc.sections[0]?.paragraphs[0]);
  });

  it('a PDF: paragraphs keep their page; lines wrapped by the PDF are joined again', async () => {
    const doc = CORPUS_DOCUMENTS.find((d) => d.format === 'pdf');
    if (!doc) throw new Error('no pdf');
    const added = await addDocument(ctx.app, token, library, await corpusFile(doc));
    expect(added.status).toBe('done');
    const { data } = await detail(added.id);
    expect(data.pages).toBe(3);
    const last = doc.sections[4]?.paragraphs[0] ?? '';
    const block = data.blocks.find(
      (b) => b.kind === 'para' && b.text.startsWith(last.slice(0, 10)),
    );
    expect(block?.page).toBe(3);
    expect(block?.text.replace(/\s/g, '')).toBe(last.replace(/\s/g, ''));
    expect(data.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toContain(
      '一、教学目标',
    );
  });

  it('a PowerPoint file: each slide is a page, its title a heading', async () => {
    const added = await addDocument(ctx.app, token, library, {
      name: '说课.pptx',
      data: makePptx([
        { text: ['氧化还原反应'] },
        {
          text: ['说教材', '本节是高中化学的核心概念之一，承接初中得氧失氧的认识。'],
          notes: '讲清地位',
        },
      ]),
    });
    expect(added.status).toBe('done');
    const { data } = await detail(added.id);
    expect(data.blocks).toEqual([
      { page: 1, kind: 'heading', text: '氧化还原反应' },
      { page: 2, kind: 'heading', text: '说教材' },
      { page: 2, kind: 'para', text: '本节是高中化学的核心概念之一，承接初中得氧失氧的认识。' },
      { page: 2, kind: 'para', text: '备注：讲清地位' },
    ]);
    expect(data.passages).toEqual([
      expect.objectContaining({ page: 2, blockStart: 2, blockEnd: 3 }),
    ]);
  });

  it('Markdown and plain text: # headings and numbered headings', async () => {
    const md = await addDocument(ctx.app, token, library, {
      name: '手册.md',
      data: Buffer.from('# 家校沟通\n\n## 家访\n\n- 每学年家访覆盖率百分之百。\n'),
    });
    expect((await detail(md.id)).data.blocks).toEqual([
      { page: null, kind: 'heading', text: '家校沟通' },
      { page: null, kind: 'heading', text: '家访' },
      { page: null, kind: 'para', text: '每学年家访覆盖率百分之百。' },
    ]);
    const txt = await addDocument(ctx.app, token, library, {
      name: '通知.txt',
      data: Buffer.from('关于午餐的通知\r\n一、就餐时间\r\n午餐时间为十一点四十分。\r\n'),
    });
    expect((await detail(txt.id)).data.blocks.map((b) => b.kind)).toEqual([
      'para',
      'heading',
      'para',
    ]);
  });

  it('adding the same file twice answers the same document', async () => {
    const file = { name: '春晓.md', data: Buffer.from('# 春晓\n\n春眠不觉晓，处处闻啼鸟。') };
    const a = await addDocument(ctx.app, token, library, file);
    const b = await addDocument(ctx.app, token, library, file);
    expect(b.id).toBe(a.id);
  });
});

describe('hostile and unusable files', () => {
  it.each([
    [
      'wrong magic bytes (a PDF named .docx)',
      'x.docx',
      () => makePdf(['x']),
      INTAKE_MESSAGES.mismatch,
    ],
    [
      'a zip bomb named .docx',
      'bomb.docx',
      async () =>
        makeZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'word/document.xml', data: Buffer.alloc(64 * 1024 * 1024) },
        ]),
      INTAKE_MESSAGES.zipBomb,
    ],
    ['an empty file', 'empty.txt', async () => Buffer.alloc(0), INTAKE_MESSAGES.empty],
    [
      'a program named .pdf',
      'a.pdf',
      async () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(99)]),
      INTAKE_MESSAGES.executable,
    ],
  ])('%s is refused at upload, nothing reaches the library', async (_name, fileName, make, msg) => {
    const res = await uploadDocument(ctx.app, token, { name: fileName, data: await make() });
    expect(res).toMatchObject({ code: Code.INVALID_PARAM, msg });
  });

  it('a file over the document limit is refused', async () => {
    const res = await uploadDocument(ctx.app, token, {
      name: 'huge.txt',
      data: Buffer.alloc(3 * 1024 * 1024, 'a'),
    });
    expect(res.code).toBe(Code.INVALID_PARAM);
    expect(res.msg).toContain('文件过大');
  });

  it('a Word file without its document part fails with a reason, and is not retried', async () => {
    const broken = makeZip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      { name: 'word/styles.xml', data: Buffer.from('<w:styles/>') },
    ]);
    const added = await addDocument(ctx.app, token, library, { name: '坏.docx', data: broken });
    expect(added).toMatchObject({ status: 'failed', error: MSG_READ_FAILED.broken });
  });

  it('a PDF without text (a scan) fails: nothing to search', async () => {
    const added = await addDocument(ctx.app, token, library, {
      name: 'scan.pdf',
      data: await makePdf(['']),
    });
    expect(added).toMatchObject({ status: 'failed', error: MSG_EMPTY_DOCUMENT });
  });

  it('an image is not a document; an unknown file is 40004', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const { payload, headers } = (await import('../files/__fixtures__/samples')).multipart(
      'image',
      [{ name: 'a.png', data: png }],
    );
    const up = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/file/upload',
        payload,
        headers: { ...headers, 'x-token': token },
      })
    ).json<{ data: { id: string } }>();
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/document/add', {
        libraryId: library,
        fileId: up.data.id,
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: MSG_FILE_NOT_DOCUMENT });
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/document/add', {
        libraryId: library,
        fileId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_FILE_NOT_FOUND });
  });
});

describe('web pages by URL', () => {
  it('refuses loopback and private addresses unless allowed (tests only)', async () => {
    const { checkPageUrl, fetchPage, PageFetchError } = await import('./fetch-page');
    for (const url of [
      'http://127.0.0.1/',
      'http://10.1.2.3/x',
      'http://[::1]/',
      'http://localhost:8080/',
      'http://169.254.169.254/latest',
    ])
      expect(() => checkPageUrl(url), url).toThrow(PAGE_MESSAGES.private);
    expect(() => checkPageUrl('file:///etc/passwd')).toThrow(PAGE_MESSAGES.url);
    expect(() => checkPageUrl('http://user:pw@example.com/')).toThrow(PAGE_MESSAGES.url);
    // A name that resolves to loopback is refused at connect time, not only by its form.
    const error = await fetchPage(`http://localtest.me:1/`, { timeoutMs: 5000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PageFetchError);
    expect(['private', 'network']).toContain((error as { reason: string }).reason);
    const direct = await fetchPage(`${pages.url}/article`).catch((e: unknown) => e);
    expect(direct).toMatchObject({ reason: 'private', message: PAGE_MESSAGES.private });
  });

  it('reads the article of a page (title, headings, paragraphs), not its navigation or script', async () => {
    const added = await call<{ id: string }>(ctx.app, token, '/v2/aitalk/knowledge/document/url', {
      libraryId: library,
      url: `${pages.url}/to-article`,
    });
    expect(added.code).toBe(Code.OK);
    const done = await waitDocument(ctx.app, token, library, added.data.id);
    expect(done.status).toBe('done');
    const { data } = await detail(added.data.id);
    expect(data.title).toBe('双减政策下的作业设计指南');
    const texts = data.blocks.map((b) => b.text).join('\n');
    expect(texts).toContain('初中不超过九十分钟');
    expect(texts).not.toContain('首页');
    expect(texts).not.toContain('window.evil');
    expect(data.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toContain(
      '二、分层设计',
    );
  });

  it.each([
    ['/big', PAGE_MESSAGES.large],
    ['/pdf', PAGE_MESSAGES.type],
    ['/missing', PAGE_MESSAGES.http],
  ])('%s fails with a reason', async (path, msg) => {
    const added = await call<{ id: string }>(ctx.app, token, '/v2/aitalk/knowledge/document/url', {
      libraryId: library,
      url: `${pages.url}${path}`,
    });
    expect(await waitDocument(ctx.app, token, library, added.data.id)).toMatchObject({
      status: 'failed',
      error: msg,
    });
  });

  it('refuses a URL that is not http(s)', async () => {
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/document/url', {
        libraryId: library,
        url: 'javascript:alert(1)',
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM, msg: PAGE_MESSAGES.url });
  });
});

describe('another teacher cannot see my library', () => {
  it('documents, details, additions and searches stay mine', async () => {
    const mine = await addDocument(ctx.app, token, library, {
      name: '私密.md',
      data: Buffer.from('# 私密教案\n\n紫藤萝瀑布的教学反思只有我能看到。'),
    });
    expect(
      await call(ctx.app, other, '/v2/aitalk/knowledge/document/list', { libraryId: library }),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_LIBRARY_NOT_FOUND });
    expect(await detail(mine.id, other)).toMatchObject({
      code: Code.NOT_FOUND,
      msg: MSG_DOCUMENT_NOT_FOUND,
    });
    expect(
      await call(ctx.app, other, '/v2/aitalk/knowledge/document/delete', { id: mine.id }),
    ).toMatchObject({ code: Code.NOT_FOUND });
    const mySearch = await call<{ hits: Hit[] }>(ctx.app, token, '/v2/aitalk/knowledge/search', {
      query: '紫藤萝瀑布',
    });
    expect(mySearch.data.hits.map((h) => h.documentId)).toContain(mine.id);
    const theirs = await call<{ hits: Hit[] }>(ctx.app, other, '/v2/aitalk/knowledge/search', {
      query: '紫藤萝瀑布',
      libraryIds: [library],
    });
    expect(theirs.data.hits).toEqual([]);
    // My file id in their library: not theirs, so not found.
    const up = await uploadDocument(ctx.app, token, {
      name: 'x.md',
      data: Buffer.from('# x\n\n内容'),
    });
    expect(
      await call(ctx.app, other, '/v2/aitalk/knowledge/document/add', {
        libraryId: otherLibrary,
        fileId: up.data?.id,
      }),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_FILE_NOT_FOUND });
    expect(
      await call(ctx.app, other, '/v2/aitalk/knowledge/document/add', {
        libraryId: library,
        fileId: up.data?.id,
      }),
    ).toMatchObject({ code: Code.NOT_FOUND, msg: MSG_LIBRARY_NOT_FOUND });
  });
});

describe('search, config and ask', () => {
  it('/knowledge/config chooses the libraries an app may use', async () => {
    const second = await call<Library>(ctx.app, token, '/v2/aitalk/knowledge/library/create', {
      name: '物理组资料',
    });
    expect(second.code).toBe(Code.OK);
    await addDocument(ctx.app, token, second.data.id, {
      name: '电路.md',
      data: Buffer.from('# 串联电路\n\n串联电路中电流处处相等，总电压等于各部分电压之和。'),
    });
    const initial = await call<{
      saved: boolean;
      libraryIds: string[];
      builtin: boolean;
      libraries: Library[];
    }>(ctx.app, token, '/v2/aitalk/knowledge/config', { scope: 'app', scopeId: 'physics-helper' });
    expect(initial.data).toMatchObject({ saved: false, builtin: true });
    expect(initial.data.libraryIds.sort()).toEqual([library, second.data.id].sort());
    const set = await call<{ saved: boolean; libraryIds: string[]; builtin: boolean }>(
      ctx.app,
      token,
      '/v2/aitalk/knowledge/config',
      { scope: 'app', scopeId: 'physics-helper', libraryIds: [library], builtin: false },
    );
    expect(set.data).toMatchObject({ saved: true, libraryIds: [library], builtin: false });
    const scoped = await call<{ hits: Hit[] }>(ctx.app, token, '/v2/aitalk/knowledge/search', {
      query: '串联电路电流',
      scope: 'app',
      scopeId: 'physics-helper',
    });
    expect(scoped.data.hits).toEqual([]);
    const all = await call<{ hits: Hit[] }>(ctx.app, token, '/v2/aitalk/knowledge/search', {
      query: '串联电路电流',
    });
    expect(all.data.hits[0]?.text).toContain('电流处处相等');
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/config', {
        scope: 'app',
        scopeId: 'x',
        libraryIds: [BUILTIN_LIBRARY_ID],
      }),
    ).toMatchObject({ code: Code.NOT_FOUND });
    expect(
      await call(ctx.app, other, '/v2/aitalk/knowledge/config', {
        scope: 'app',
        scopeId: 'x',
        libraryIds: [library],
      }),
    ).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('the built-in curriculum notes are searchable by everyone, and read-only', async () => {
    const res = await call<{ hits: Hit[] }>(ctx.app, other, '/v2/aitalk/knowledge/search', {
      query: '语文学习任务群',
    });
    expect(res.data.hits[0]?.documentTitle).toContain('语文课程标准');
    expect(
      await call(ctx.app, other, '/v2/aitalk/knowledge/document/delete', {
        id: res.data.hits[0]?.documentId,
      }),
    ).toMatchObject({ code: Code.INVALID_PARAM });
  });

  it('without a model, ask answers the best passages, labelled, and no generated answer', async () => {
    const res = await call<{ answer: string | null; model: boolean; notice: string; hits: Hit[] }>(
      ctx.app,
      token,
      '/v2/aitalk/knowledge/ask',
      { question: '串联电路的电流有什么特点' },
    );
    expect(res.data).toMatchObject({ answer: null, model: false, notice: MSG_NO_MODEL });
    expect(res.data.hits[0]?.text).toContain('电流处处相等');
  });

  it('without a model, the streamed ask sends the passages, labelled, then the end at once', async () => {
    const events = await streamAsk(ctx, token, { question: '串联电路的电流有什么特点' });
    expect(events.map((e) => e.event)).toEqual([KNOWLEDGE_HITS_EVENT, 'ai-reply']);
    expect(events[0]?.data).toMatchObject({ model: false, notice: MSG_NO_MODEL });
    expect((events[0]?.data as { hits: Hit[] }).hits[0]?.text).toContain('电流处处相等');
    expect(events[1]?.data).toMatchObject({ status: 3, answerContent: '' });
    // Bad input is a JSON envelope before any stream.
    const bad = await call(ctx.app, token, paths.knowledge.askStream.path, { question: '' });
    expect(bad.code).toBe(Code.INVALID_PARAM);
  });

  it('refuses an empty question and a bad library id', async () => {
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/search', { query: '  ' }),
    ).toMatchObject({
      code: Code.INVALID_PARAM,
    });
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/document/list', { libraryId: 'nope' }),
    ).toMatchObject({ code: Code.INVALID_PARAM });
  });

  it('deleting a document removes its passages from search', async () => {
    const doc = await addDocument(ctx.app, token, library, {
      name: '删除.md',
      data: Buffer.from('# 临时\n\n鲸落是深海生态系统的重要组成部分。'),
    });
    const before = await call<{ hits: Hit[] }>(ctx.app, token, '/v2/aitalk/knowledge/search', {
      query: '鲸落',
    });
    expect(before.data.hits).toHaveLength(1);
    expect(
      await call(ctx.app, token, '/v2/aitalk/knowledge/document/delete', { id: doc.id }),
    ).toMatchObject({ code: 200 });
    const after = await call<{ hits: Hit[] }>(ctx.app, token, '/v2/aitalk/knowledge/search', {
      query: '鲸落',
    });
    expect(after.data.hits).toEqual([]);
  });
});

describe('ask with a model (a local server speaking the OpenAI chat protocol)', () => {
  let upstream: TestServer;
  let model: TestContext;
  let seen = '';
  beforeAll(async () => {
    upstream = await startServer(async (_req, res, body) => {
      seen = body;
      startStream(res);
      // Structured output asks for JSON mode; the streamed answer is plain text.
      const text = '串联电路中电流处处相等[1]。';
      const answer = body.includes('response_format') ? JSON.stringify({ answer: text }) : text;
      for (const part of answer.match(/[\s\S]{1,8}/g) ?? [])
        await writeChunk(res, sse(chunk({ content: part })));
      await writeChunk(res, sse(chunk({}, 'stop')));
      res.end('data: [DONE]\n\n');
    });
    model = await createTestContext({
      env: { AI_BASE_URL: `${upstream.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'chat-model' },
    });
  }, 120_000);
  afterAll(async () => {
    await model?.close();
    await upstream?.close();
  });

  it('answers citing the passages as [n]', async () => {
    const t = await tokenFor(model.app, (await insertUser(model.database)).id);
    const list = await call<Library[]>(model.app, t, '/v2/aitalk/knowledge/library/list', {});
    const lib = list.data.find((l) => !l.builtin)?.id ?? '';
    await addDocument(model.app, t, lib, {
      name: '电路.md',
      data: Buffer.from('# 串联电路\n\n串联电路中电流处处相等，总电压等于各部分电压之和。'),
    });
    const res = await call<{
      answer: string;
      cited: number[];
      model: boolean;
      notice: string;
      hits: Hit[];
    }>(model.app, t, '/v2/aitalk/knowledge/ask', {
      question: '串联电路电流有什么特点',
      libraryIds: [lib],
    });
    expect(res.data).toMatchObject({
      answer: '串联电路中电流处处相等[1]。',
      cited: [1],
      model: true,
      notice: '',
    });
    expect(res.data.hits[0]?.text).toContain('电流处处相等');
    expect(seen).toContain('[1] 《电路》');

    // Streamed: the passages first, then the answer's deltas as they come, then the end.
    const events = await streamAsk(model, t, {
      question: '串联电路电流有什么特点',
      libraryIds: [lib],
    });
    expect(events[0]?.event).toBe(KNOWLEDGE_HITS_EVENT);
    expect(events[0]?.data).toMatchObject({ model: true, notice: '' });
    const replies = events.slice(1).map((e) => e.data as { status: number; answerContent: string });
    expect(events.slice(1).every((e) => e.event === 'ai-reply')).toBe(true);
    expect(replies.filter((r) => r.status === 1).length).toBeGreaterThan(1);
    expect(replies.map((r) => r.answerContent).join('')).toBe('串联电路中电流处处相等[1]。');
    expect(replies.at(-1)?.status).toBe(3);
    expect(seen).toContain('[1] 《电路》');
    expect(seen).not.toContain('response_format');
  });
});

/** Posts the streamed ask and answers its events in order (keep-alives left out). */
async function streamAsk(c: TestContext, t: string, body: unknown) {
  // A real connection: the stream is written on the raw response.
  if (!c.app.server.listening) await c.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = c.app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${paths.knowledge.askStream.path}`, {
    method: 'POST',
    headers: { 'x-token': t, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: { event: string; data: unknown }[] = [];
  const parser = createSseParser({
    onEvent: (e) => {
      if (e.event !== 'keep-alive') events.push({ event: e.event, data: JSON.parse(e.data) });
    },
  });
  parser.feed(await res.text());
  return events;
}
