import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, pathOf, useBrowser } from './browser';
import { randomPhone, registerTeacher } from './accounts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'aita-shots');

/**
 * A PNG "photo" written here byte by byte (no image library, nothing downloaded): a blue-grey
 * background with an orange disc and a green block.
 */
function photoPng(width = 640, height = 480): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      let rgb = [140, 150, 200];
      if ((x - 220) ** 2 + (y - 240) ** 2 < 120 ** 2) rgb = [230, 100, 50];
      else if (x > 400 && x < 560 && y > 120 && y < 360) rgb = [50, 150, 60];
      raw.set(rgb, row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Share of dark pixels and the number of distinct colours of an image shown on the page. */
async function inkOf(page: Page, alt: string) {
  return page.getByAltText(alt).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d');
    if (!g) return { dark: 0, colours: 0, width: 0 };
    g.drawImage(img, 0, 0);
    const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] ?? 255) < 128) dark += 1;
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return { dark: dark / (data.length / 4), colours: colours.size, width: canvas.width };
  });
}

let dir = '';
let token = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aita-e2e-image-'));
  token = await registerTeacher({ phone: randomPhone('134'), password: 'image-e2e-2026' });
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function loggedIn(viewport?: { width: number; height: number }) {
  const page = await browser.newPage(viewport, viewport ? viewport.width < 500 : false);
  await page.context().addCookies([{ name: 'aita_token', value: token, url: baseUrl }]);
  return page;
}

describe('image tools (图片工具)', () => {
  it('the 手抄报模板 card opens the poster tool, which lays out the teacher’s text', async () => {
    const page = await loggedIn();
    await page.goto(`${baseUrl}/apps/index`);
    // A new browser asks a new teacher for their identity once (跳过 closes it).
    await page.getByTestId('identity-tag-dialog').getByRole('button', { name: '跳过' }).click();
    const card = page.locator('button[data-app-id]', { hasText: '手抄报模板' }).first();
    await card.click();
    await page.waitForURL(`${baseUrl}/image-apps/index?tab=poster`);
    expect(pathOf(page)).toBe('/image-apps/index?tab=poster');
    const form = page.getByRole('form', { name: '手抄报内容' });
    await form.getByText('安全教育').click();
    await form.getByLabel('标题', { exact: true }).fill('交通安全记心间');
    await form.getByLabel('栏目标题').nth(0).fill('安全小知识');
    await form
      .getByLabel('内容（可留空，供学生书写）')
      .nth(0)
      .fill('过马路要走斑马线，红灯停，绿灯行。');
    await form.getByLabel('栏目标题').nth(1).fill('我的承诺');
    await form.getByRole('button', { name: '生成手抄报' }).click();
    const preview = page.getByAltText('手抄报预览');
    await preview.waitFor({ timeout: 30_000 });
    const ink = await inkOf(page, '手抄报预览');
    expect(ink.width).toBe(1754);
    expect(ink.colours).toBeGreaterThan(20);
    expect(await page.getByRole('link', { name: '下载 PNG' }).getAttribute('download')).toBe(
      '交通安全记心间.png',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'image-poster-desktop.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('turns an uploaded photo into a colouring page after the server checked it', async () => {
    const page = await loggedIn();
    await page.goto(`${baseUrl}/image-apps/index?tab=lineart`);
    await page.getByTestId('identity-tag-dialog').getByRole('button', { name: '跳过' }).click();
    const path = join(dir, '校园照片.png');
    await writeFile(path, photoPng());
    await page.getByTestId('lineart-file').setInputFiles(path);
    const check = page.getByTestId('photo-check');
    await check.getByText('640×480 像素').waitFor({ timeout: 30_000 });
    expect(await check.textContent()).toContain('PNG');
    await check.getByText('未配置图片内容审核服务').waitFor();
    await page.getByText('粗线简笔').click();
    await page.getByRole('button', { name: '生成涂色画' }).click();
    await page.getByAltText('涂色画预览').waitFor({ timeout: 30_000 });
    const ink = await inkOf(page, '涂色画预览');
    // Black outlines on white: a little ink, and (nearly) only black and white.
    expect(ink.dark).toBeGreaterThan(0.003);
    expect(ink.dark).toBeLessThan(0.15);
    expect(ink.colours).toBeLessThanOrEqual(4);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'image-lineart-desktop.png'), fullPage: true });

    // A file that only pretends to be a picture is refused by the server.
    const fake = join(dir, '假图片.png');
    await writeFile(fake, 'not a picture at all '.repeat(10));
    await page.getByTestId('lineart-file').setInputFiles(fake);
    await page.getByText('文件内容与扩展名不符').first().waitFor();
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('says plainly what 教学插图 and 微课视频 need here, on a phone too', async () => {
    const page = await loggedIn({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/image-apps/index?tab=illustration`);
    // A new browser asks a new teacher for their identity once (跳过 closes it).
    await page.getByTestId('identity-tag-dialog').getByRole('button', { name: '跳过' }).click();
    const missing = page.getByTestId('image-model-missing');
    await missing.waitFor();
    expect(await missing.textContent()).toContain('IMAGE_MODEL');
    expect(await page.getByLabel('画面描述').isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'image-illustration-phone.png'), fullPage: true });
    await page.getByRole('tab', { name: '微课视频' }).click();
    const video = page.getByTestId('video-note');
    await video.waitFor();
    expect(await video.textContent()).toMatch(/视频生成服务/);
    await page.getByRole('tab', { name: '手抄报' }).click();
    await page.getByRole('form', { name: '手抄报内容' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'image-poster-phone.png'), fullPage: true });
    expect(browser.errors).toEqual([]);
  }, 60_000);
});
