import { Code, QR_ORDER, type ActivityInfo, type AppInfo, type QrItem } from '@aita/core';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { FUNCTION_APP_URIS } from './service';
import { activityRoutes } from '../activity/routes';
import { baseConfigRoutes } from '../base/routes';
import { qrcodeRoutes } from '../base/qrcode.routes';
import { homeRoutes } from './routes';

const ORIGIN = 'https://aita.example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PUBLIC_ORIGIN: ORIGIN, ICP_RECORD: '京ICP备00000000号-1' },
  });
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** Rasterises the qrcode package's SVG path (M/m moves, h runs) and decodes it with jsQR. */
function decodeQrSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([MmHh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b)];
    else if (cmd === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) dark.add(`${x + i},${Math.floor(y)}`);
      x += Number(a);
    }
  }
  const scale = 4;
  const px = size * scale;
  const data = new Uint8ClampedArray(px * px * 4);
  for (let py = 0; py < px; py++) {
    for (let pxx = 0; pxx < px; pxx++) {
      const v = dark.has(`${Math.floor(pxx / scale)},${Math.floor(py / scale)}`) ? 0 : 255;
      data.set([v, v, v, 255], (py * px + pxx) * 4);
    }
  }
  return jsQR(data, px, px)?.data;
}

describe(qrcodeRoutes, () => {
  it('lists assistant, group, app download, each a real QR code of a URL under PUBLIC_ORIGIN', async () => {
    const res = await get('/v1/qrcode/list');
    const { code, data } = res.json() as { code: number; data: QrItem[] };
    expect(code).toBe(Code.OK);
    expect(data.map((q) => q.kind)).toEqual([...QR_ORDER]);
    expect(data.map((q) => q.kind)).toEqual(['assistant', 'group', 'app']);
    const decoded: string[] = [];
    for (const item of data) {
      expect(item.name).not.toBe('');
      const img = await get(item.image);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(img.body).toMatch(/^<svg [\s\S]*<\/svg>\s*$/);
      const url = decodeQrSvg(img.body);
      expect(url, item.kind).toBeDefined();
      expect(url?.startsWith(`${ORIGIN}/`)).toBe(true);
      decoded.push(url ?? '');
    }
    expect(decoded[0]).toBe(`${ORIGIN}/chat/index`);
    expect(new Set(decoded).size).toBe(3);
    for (const url of decoded.slice(1)) {
      const page = await get(url.slice(ORIGIN.length));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>');
    }
    for (const bad of ['nope.svg', 'assistant.png', '..%2Fassistant.svg', 'ASSISTANT.svg']) {
      expect((await get(`/static/qrcode/${bad}`)).statusCode, bad).toBe(404);
    }
  });
});

describe(activityRoutes, () => {
  it('shows the seeded invite activity with its id, never a token, in the jump URL', async () => {
    const token = 'tok-ABC_123';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/activity/info',
      headers: { 'content-type': 'application/json', 'x-token': token },
      payload: JSON.stringify({ anything: [1, 2, { deep: true }] }),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { code, data } = res.json() as { code: number; data: ActivityInfo };
    expect(code).toBe(Code.OK);
    expect(data.status).toBe(1);
    const jump = new URL(data.sidebarJumpUrl);
    expect(jump.origin).toBe(ORIGIN);
    expect(jump.searchParams.has('token')).toBe(false);
    expect(Number(jump.searchParams.get('id'))).toBeGreaterThan(0);
    expect((await get(jump.pathname)).statusCode).toBe(200);
    expect(data.sidebarUrl.startsWith(`${ORIGIN}/static/activity/`)).toBe(true);
    const banner = await get(new URL(data.sidebarUrl).pathname);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(ctx.logs.join('\n')).not.toContain(token);
    const anonymous = (await postJson(ctx.app, '/v1/activity/info')).json().data as ActivityInfo;
    expect([...new URL(anonymous.sidebarJumpUrl).searchParams.keys()]).toEqual(['id']);
  });

  it('answers status 0 when no activity runs', async () => {
    await ctx.database.db.update(activities).set({ endsAt: new Date(Date.now() - 1000) });
    const { data } = (await postJson(ctx.app, '/v1/activity/info', {})).json();
    expect(data).toEqual({ sidebarJumpUrl: '', sidebarUrl: '', status: 0 });
    await ctx.database.db.update(activities).set({ endsAt: null, status: 0 });
    expect((await postJson(ctx.app, '/v1/activity/info', {})).json().data.status).toBe(0);
  });
});

describe(homeRoutes, () => {
  it('lists the recommended function apps in order', async () => {
    const { code, data } = (await postJson(ctx.app, '/v1/home/functions', {})).json();
    expect(code).toBe(Code.OK);
    expect((data.list as AppInfo[]).map((a) => a.uri)).toEqual([...FUNCTION_APP_URIS]);
  });

  it('lists feature cards incl. jptk and xbtk needing an organisation, and zero card info', async () => {
    const { code, data } = (await postJson(ctx.app, '/v1/home/cards')).json();
    expect(code).toBe(Code.OK);
    const keys = (data.list as { key: string }[]).map((c) => c.key);
    expect(keys.slice(0, 2)).toEqual(['jptk', 'xbtk']);
    expect(keys.length).toBeGreaterThan(4);
    expect(keys).toContain('class-book');
    expect(data.list.find((c: { key: string }) => c.key === 'class-book')).toMatchObject({
      title: '教辅资料下载',
      desc: '小学语文、数学配套教具与练习纸，打印即用',
      needLogin: 0,
      needOrg: 0,
    });
    for (const c of data.list.slice(0, 2)) expect(c.needOrg).toBe(1);
    expect(data.cardInfo).toEqual({
      tikuInfo: { tiTotal: 0, juanTotal: 0 },
      schoolInfo: { tiTotal: 0, tiMonAdd: 0, JuanMonAdd: 0, juanTotal: 0 },
      classInfo: { classTotal: 0, personTotal: 0 },
    });
  });
});

describe(baseConfigRoutes, () => {
  it('answers the resource config for web and miniprogram', async () => {
    const web = (await postJson(ctx.app, '/v1/base/resource/config', {})).json();
    expect(web.code).toBe(Code.OK);
    expect(web.data.source).toBe('web');
    expect(web.data.footerLinks.map((l: { name: string }) => l.name)).toEqual([
      '公司介绍',
      '用户协议',
      '隐私政策',
    ]);
    for (const l of web.data.footerLinks) {
      expect((await get(new URL(l.link).pathname)).statusCode).toBe(200);
    }
    expect(web.data.icp.text).toBe('京ICP备00000000号-1');
    const mini = (await postJson(ctx.app, '/v1/base/resource/config?source=miniprogram')).json();
    expect(mini.data.source).toBe('miniprogram');
    expect((await get('/static/pages/..%2Fetc.html')).statusCode).toBe(404);
  });

  it('answers grades 一年级…高三 by period', async () => {
    const { code, data } = (await get('/v1/base/grade/config')).json();
    expect(code).toBe(Code.OK);
    const all = data.periodList.flatMap((p: { gradeList: { name: string }[] }) =>
      p.gradeList.map((g) => g.name),
    );
    expect(all).toHaveLength(12);
    expect(all[0]).toBe('一年级');
    expect(all[11]).toBe('高三');
    expect(data.periodList.map((p: { name: string }) => p.name)).toEqual(['小学', '初中', '高中']);
  });
});
