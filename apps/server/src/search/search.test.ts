import { afterEach, describe, expect, it } from 'vitest';
import { CORPUS } from '../ai/__fixtures__/corpus';
import { never, startServer, type Handler, type TestServer } from '../ai/__fixtures__/http-server';
import { buildSearchContext, citedNumbers } from './context';
import { BUILTIN_SITE_LABEL, createCorpusSearchProvider } from './corpus-search';
import { createSearxngSearchProvider, formatDate } from './searxng';
import { createTextIndex, splitSentences, tokenize } from './text-index';
import { WebSearchError } from './web-search';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe(tokenize, () => {
  it('cuts Han text into bigrams, Latin into lower-case words, full-width folded', () => {
    expect(tokenize('作文批改')).toEqual(['作文', '文批', '批改']);
    expect(tokenize('用ＰＰＴ做课件')).toEqual(['用', 'ppt', '做课', '课件']);
    expect(tokenize('怎么')).toEqual([]);
  });
});

describe(splitSentences, () => {
  it('splits at Chinese sentence ends and keeps the punctuation', () => {
    expect(splitSentences('第一句。第二句！第三句？\n第四句')).toEqual([
      '第一句。',
      '第二句！',
      '第三句？',
      '第四句',
    ]);
  });
});

describe(createTextIndex, () => {
  it('ranks the document about the question first and ignores unrelated text', () => {
    const index = createTextIndex(CORPUS);
    expect(index.search('作文批改')[0]?.doc.id).toBe('app-essay-review');
    expect(index.search('怎么下载小学数学教具')[0]?.doc.id).toBe('help-teaching-aids');
    expect(index.search('足球比赛比分')).toEqual([]);
  });
});

describe(createCorpusSearchProvider, () => {
  it('returns §3 web search results from the built-in corpus', async () => {
    const search = createCorpusSearchProvider({ documents: CORPUS });
    const results = await search.search('语文课程标准 写作教学', { limit: 2 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(2);
    expect(results[0]).toEqual({
      hostname: 'www.moe.gov.cn',
      hostLogo: 'https://www.moe.gov.cn/favicon.ico',
      publishedTime: '2022-04-21',
      title: '义务教育语文课程标准（2022年版）',
      summary: expect.stringContaining('写作教学') as unknown as string,
      link: 'https://www.moe.gov.cn/srcsite/A26/s8001/202204/t20220420_619921.html',
    });
    const help = await search.search('兑换码');
    expect(help[0]).toMatchObject({
      hostname: BUILTIN_SITE_LABEL,
      hostLogo: '',
      link: '/my/index',
    });
  });
});

const searxngBody = {
  query: '大单元教学',
  number_of_results: 3,
  results: [
    {
      url: 'https://jyt.example.gov.cn/a/1.html',
      title: ' 大单元教学设计指南 ',
      content: '大单元教学以  核心素养为导向，\n整合单元内容。',
      engine: 'bing',
      publishedDate: '2025-09-01T08:00:00',
    },
    {
      url: 'https://jyt.example.gov.cn/a/1.html',
      title: '重复的结果',
      content: '同一链接',
      publishedDate: null,
    },
    { url: 'ftp://files.example.com/x', title: '不是网页', content: '' },
    { url: 'https://www.example.com/b', title: '', content: '无标题', publishedDate: null },
    { url: 'https://news.example.org/c', title: '第三条', content: 'c', publishedDate: '2024-1-5' },
  ],
};

async function searx(handler: Handler, timeoutMs?: number) {
  const srv = await startServer(handler);
  server = srv;
  return { srv, search: createSearxngSearchProvider({ baseUrl: `${srv.url}/`, timeoutMs }) };
}

describe(createSearxngSearchProvider, () => {
  it('queries the JSON API and maps results to §3 fields', async () => {
    const { srv, search } = await searx((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(searxngBody));
    });
    const results = await search.search('大单元教学', { limit: 5 });
    const url = new URL(srv.requests[0]?.url ?? '', srv.url);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('大单元教学');
    expect(url.searchParams.get('format')).toBe('json');
    expect(results).toEqual([
      {
        hostname: 'jyt.example.gov.cn',
        hostLogo: 'https://jyt.example.gov.cn/favicon.ico',
        publishedTime: '2025-09-01',
        title: '大单元教学设计指南',
        summary: '大单元教学以 核心素养为导向， 整合单元内容。',
        link: 'https://jyt.example.gov.cn/a/1.html',
      },
      {
        hostname: 'www.example.com',
        hostLogo: 'https://www.example.com/favicon.ico',
        publishedTime: '',
        title: 'www.example.com',
        summary: '无标题',
        link: 'https://www.example.com/b',
      },
      {
        hostname: 'news.example.org',
        hostLogo: 'https://news.example.org/favicon.ico',
        publishedTime: '2024-01-05',
        title: '第三条',
        summary: 'c',
        link: 'https://news.example.org/c',
      },
    ]);
    expect(await search.search('大单元教学', { limit: 1 })).toHaveLength(1);
  });

  it('fails with typed errors: 403 (json disabled), bad JSON, no results array', async () => {
    const forbidden = await searx((_req, res) => {
      res.writeHead(403);
      res.end('Forbidden');
    });
    const e1 = await forbidden.search.search('x').catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(WebSearchError);
    expect(e1).toMatchObject({ type: 'http', status: 403 });
    expect((e1 as Error).message).toContain('json');

    const html = await searx((_req, res) => res.end('<html></html>'));
    expect(await html.search.search('x').catch((e: unknown) => e)).toMatchObject({
      type: 'protocol',
    });

    const empty = await searx((_req, res) => res.end('{}'));
    expect(await empty.search.search('x').catch((e: unknown) => e)).toMatchObject({
      type: 'protocol',
    });
  });

  it('times out a silent instance and aborts promptly, closing the socket', async () => {
    const slow = await searx(() => never(), 200);
    const t0 = performance.now();
    expect(await slow.search.search('x').catch((e: unknown) => e)).toMatchObject({
      type: 'timeout',
    });
    expect(performance.now() - t0).toBeLessThan(1200);

    const hung = await searx(() => never(), 10_000);
    const controller = new AbortController();
    const pending = hung.search.search('x', { signal: controller.signal }).catch((e: unknown) => e);
    while (hung.srv.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    const abortedAt = performance.now();
    controller.abort();
    expect(await pending).toMatchObject({ type: 'aborted' });
    expect((await hung.srv.socketClosed(0)) - abortedAt).toBeLessThan(1000);
  });
});

describe(formatDate, () => {
  it('keeps the date of ISO-like strings and drops the rest', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('2026-01-05');
    expect(formatDate('2026-01-05 10:00:00')).toBe('2026-01-05');
    expect(formatDate('Mon, 05 Jan 2026 10:00:00 GMT')).toBe('2026-01-05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
  });
});

describe(buildSearchContext, () => {
  it('numbers the results from [1] in order, with source, date, link and summary', () => {
    const text = buildSearchContext([
      {
        hostname: 'a.cn',
        hostLogo: '',
        publishedTime: '2026-01-05',
        title: '甲',
        summary: '摘要甲',
        link: 'https://a.cn/1',
      },
      { hostname: 'b.cn', hostLogo: '', publishedTime: '', title: '乙', summary: '', link: '' },
    ]);
    expect(text).toContain('[编号]');
    expect(text).toContain(
      '[1] 甲\n来源：a.cn　发布时间：2026-01-05\n链接：https://a.cn/1\n摘要：摘要甲',
    );
    expect(text).toContain('[2] 乙\n来源：b.cn');
    expect(text.indexOf('[1] 甲')).toBeLessThan(text.indexOf('[2] 乙'));
  });
});

describe(citedNumbers, () => {
  it('lists valid citations in order of first use', () => {
    expect(citedNumbers('甲[2]，乙[1][2]，丙[3, 1]，丁[9]，[0]', 3)).toEqual([2, 1, 3]);
    expect(citedNumbers('无引用', 3)).toEqual([]);
  });
});
