import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';
import { SCHOOL_ADMIN, SCHOOL_E2E } from './schools';
import { registerTeacher } from './accounts';

const browser = useBrowser();
// Test documents are written with the server's own libraries (docx, pdf-lib).
const serverRequire = createRequire(new URL('../../server/package.json', import.meta.url));
let docxBytes: Buffer;
let pdfBytes: Buffer;

/** The parts of the server's `docx` and `pdf-lib` the test uses (the web has no types of them). */
interface DocxLib {
  Document: new (options: { sections: { children: unknown[] }[] }) => unknown;
  Paragraph: new (text: string) => unknown;
  Packer: { toBuffer(doc: unknown): Promise<Buffer> };
}
interface PdfPage {
  drawText(text: string, options: { x: number; y: number; size: number; font: unknown }): void;
}
interface PdfLib {
  PDFDocument: {
    create(): Promise<{
      embedFont(font: string): Promise<unknown>;
      addPage(): PdfPage;
      save(): Promise<Uint8Array>;
    }>;
  };
  StandardFonts: { Helvetica: string };
}

beforeAll(async () => {
  const docx = serverRequire('docx') as DocxLib;
  docxBytes = await docx.Packer.toBuffer(
    new docx.Document({
      sections: [
        {
          children: [
            new docx.Paragraph('春天来了，校本教案第一课'),
            new docx.Paragraph('盼望着，盼望着'),
          ],
        },
      ],
    }),
  );
  const { PDFDocument, StandardFonts } = serverRequire('pdf-lib') as PdfLib;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('School courseware page 1', { x: 50, y: 700, size: 24, font });
  pdf.addPage().drawText('Page 2', { x: 50, y: 700, size: 24, font });
  pdfBytes = Buffer.from(await pdf.save());
});

async function post(token: string, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

async function login(phone: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/passport/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

async function register(): Promise<string> {
  const body = {
    data: {
      token: await registerTeacher({
        phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'school-teacher-2026',
        uname: '李老师',
      }),
    },
  };
  return body.data.token;
}

/** A multipart call of the school (fields, then one file). */
async function upload(
  token: string,
  path: string,
  fields: Record<string, string>,
  name: string,
  data: Buffer,
  type: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

/** A solid-colour PNG (an uploaded school background). */
async function pngOf(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((c) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 640, 400);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return Buffer.from(base64, 'base64');
}

const backgroundSrc = (page: Page) =>
  page.getByTestId('home-school-background').getAttribute('src');

describe('school (organisations and the school disk)', () => {
  let orgA = 0;
  let orgB = 0;
  let teacherToken = '';

  it('an admin runs both schools; a teacher joins both, switches from the header and sees each background, card and disk', async () => {
    const adminToken = await login(SCHOOL_ADMIN.phone, SCHOOL_ADMIN.password);
    const adminInfo = await post(adminToken, '/v1/user/info');
    const orgs = adminInfo.data.orgList as { orgId: number; orgName: string }[];
    orgA = orgs.find((o) => o.orgName === SCHOOL_E2E[0].name)?.orgId ?? 0;
    orgB = orgs.find((o) => o.orgName === SCHOOL_E2E[1].name)?.orgId ?? 0;
    expect(orgA).toBeGreaterThan(0);
    expect(orgB).toBeGreaterThan(0);

    const page = await browser.newPage();
    await page.goto(`${baseUrl}/home/index`);
    // The admin sets each school's background (cropped by the server) and puts a file on each disk.
    for (const [orgId, colour, file] of [
      [orgA, '#2f6fde', '甲校教学计划.txt'],
      [orgB, '#d9822b', '乙校教研安排.txt'],
    ] as const) {
      const set = await upload(
        adminToken,
        '/v1/org/image',
        { orgId: String(orgId), target: 'background' },
        'bg.png',
        await pngOf(page, colour),
        'image/png',
      );
      expect(set.code).toBe(200);
      const put = await upload(
        adminToken,
        '/v1/org/disk/upload',
        { orgId: String(orgId) },
        file,
        Buffer.from(`${file} 内容`),
        'text/plain',
      );
      expect(put.code).toBe(200);
    }

    // A second teacher joins both schools by code; the last joined (B) is current.
    teacherToken = await register();
    for (const school of SCHOOL_E2E) {
      expect(
        (await post(teacherToken, '/v1/org/join', { code: school.code.toLowerCase() })).code,
      ).toBe(200);
    }
    await page.goto(`${baseUrl}/sso?token=${teacherToken}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/home/index`);
    await page.getByTestId('home-school-background').waitFor();
    const backgroundB = await backgroundSrc(page);
    expect(await page.getByTestId('home-school').textContent()).toContain(SCHOOL_E2E[1].name);
    await page.getByTestId('school-card').waitFor();
    expect(await page.getByTestId('school-card').textContent()).toContain('资源1');

    // Switch to A from the header dropdown: the background and the card follow.
    await page.getByTestId('org-switcher').click();
    await page.getByRole('menuitem', { name: SCHOOL_E2E[0].name }).click();
    await page.waitForFunction(
      (b) =>
        document.querySelector('[data-testid="home-school-background"]')?.getAttribute('src') !== b,
      backgroundB,
    );
    const backgroundA = await backgroundSrc(page);
    expect(backgroundA).not.toBe(backgroundB);
    await page.getByTestId('school-card').filter({ hasText: SCHOOL_E2E[0].name }).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'school-home-1440.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // The disk shows A's file; switching to B shows B's and never A's.
    await page.getByTestId('school-card').getByRole('link', { name: '学校网盘' }).click();
    await page.getByTestId('disk-list').getByText('甲校教学计划.txt').waitFor();
    await page.getByTestId('org-switcher').click();
    await page.getByRole('menuitem', { name: SCHOOL_E2E[1].name }).click();
    await page.getByTestId('disk-list').getByText('乙校教研安排.txt').waitFor();
    expect(await page.getByText('甲校教学计划.txt').count()).toBe(0);
    expect(await page.getByTestId('disk-school-name').textContent()).toContain(SCHOOL_E2E[1].name);
    await page.screenshot({ path: join(tmpdir(), 'school-disk-1440.png') });
  }, 90_000);

  it('uploads a .docx and a .pdf on the disk page and previews both (Word as HTML, PDF with pdf.js)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${teacherToken}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/school/disk`);
    await page.getByTestId('disk-list').getByText('乙校教研安排.txt').waitFor();
    // Upload a .docx and a .pdf through the page, then preview both.
    await page.getByTestId('disk-file-input').setInputFiles([
      {
        name: '春.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: docxBytes,
      },
      { name: '课件.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    ]);
    await page.getByTestId('disk-list').getByText('课件.pdf').waitFor();
    await page.getByTestId('disk-list').getByText('春.docx').waitFor();
    await page.getByRole('button', { name: '春.docx', exact: true }).click();
    const word = page.frameLocator('[data-testid="docx-preview"]');
    await word.getByText('盼望着，盼望着').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'school-docx-1440.png') });
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '课件.pdf', exact: true }).click();
    await page.locator('[data-testid="pdf-preview"][data-state="done"]').waitFor();
    expect(await page.locator('[data-testid="pdf-preview"] canvas').count()).toBe(2);
    // The canvas is drawn (not blank white).
    const inked = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>(
        '[data-testid="pdf-preview"] canvas',
      );
      const data =
        canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height / 4).data ?? [];
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(50);
    await page.screenshot({ path: join(tmpdir(), 'school-pdf-1440.png') });
    await page.getByRole('button', { name: '关闭' }).click();

    // Search by the Word file's text (read by the extraction job).
    await page.getByRole('searchbox', { name: '搜索文件名或内容' }).fill('盼望着');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByTestId('disk-list').getByText('春.docx').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('works on a phone: the disk, a preview and the admin page', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/sso?token=${teacherToken}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/school/disk`);
    await page.getByTestId('disk-list').getByText('春.docx').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '春.docx', exact: true }).click();
    await page.frameLocator('[data-testid="docx-preview"]').getByText('盼望着，盼望着').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'school-docx-390.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '关闭' }).click();
    // A teacher is not offered to rename, move or delete the admin's file (the server refuses
    // it too: disk.manage.test.ts), only their own.
    await page.getByRole('button', { name: '下载乙校教研安排.txt' }).waitFor();
    expect(await page.getByRole('button', { name: '删除乙校教研安排.txt' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '重命名乙校教研安排.txt' }).count()).toBe(0);
    await page.getByRole('button', { name: '重命名春.docx' }).waitFor();
  });

  it('the admin renames, moves and restricts folders; the teacher downloads for real and never sees the hidden folder', async () => {
    const adminToken = await login(SCHOOL_ADMIN.phone, SCHOOL_ADMIN.password);
    await post(adminToken, '/v1/user/cur_org', { orgId: orgB });
    const admin = await browser.newPage();
    await admin.goto(`${baseUrl}/sso?token=${adminToken}`);
    await admin.getByTestId('user-name').waitFor();
    await admin.goto(`${baseUrl}/school/disk`);
    await admin.getByTestId('disk-list').getByText('乙校教研安排.txt').waitFor();
    for (const name of ['教研组', '期末试卷']) {
      await admin.getByRole('textbox', { name: '新文件夹名称' }).fill(name);
      await admin.getByRole('button', { name: '新建文件夹' }).click();
      await admin.getByRole('button', { name, exact: true }).waitFor();
    }

    // Rename: a clash is refused in the dialog in Chinese, then a free name is taken.
    await admin.getByRole('button', { name: '重命名期末试卷' }).click();
    const rename = admin.getByTestId('disk-rename-dialog');
    await rename.getByRole('textbox', { name: '新名称' }).fill('教研组');
    await rename.getByRole('button', { name: '保存' }).click();
    expect(await rename.getByTestId('disk-dialog-error').textContent()).toBe(
      '目标文件夹中已有名为“教研组”的文件或文件夹，请先改名',
    );
    await rename.getByRole('textbox', { name: '新名称' }).fill('期末试卷（绝密）');
    await rename.getByRole('button', { name: '保存' }).click();
    await admin.getByRole('button', { name: '期末试卷（绝密）', exact: true }).waitFor();

    // Move a file into 教研组; a folder cannot be chosen as its own target.
    await admin.getByRole('button', { name: '移动乙校教研安排.txt' }).click();
    const move = admin.getByTestId('disk-move-dialog');
    await move.getByRole('radio', { name: '教研组' }).check();
    await admin.screenshot({ path: join(tmpdir(), 'school-move-1440.png') });
    expect(await seriousViolations(admin)).toEqual([]);
    await move.getByRole('button', { name: '移动到这里' }).click();
    await move.waitFor({ state: 'detached' });
    await admin
      .getByTestId('disk-list')
      .getByText('乙校教研安排.txt')
      .waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: '移动教研组' }).click();
    expect(await move.getByRole('radio', { name: '教研组' }).isDisabled()).toBe(true);
    await move.getByRole('button', { name: '取消' }).click();
    await admin.getByRole('button', { name: '教研组', exact: true }).click();
    await admin.getByTestId('disk-list').getByText('乙校教研安排.txt').waitFor();
    await admin
      .getByRole('navigation', { name: '位置' })
      .getByRole('button', { name: '学校网盘' })
      .click();

    // Permissions: the exam folder is hidden from teachers.
    await admin.getByRole('button', { name: '设置期末试卷（绝密）的权限' }).click();
    const rights = admin.getByTestId('disk-access-dialog');
    await rights.getByRole('radio', { name: '仅管理员和负责人可见' }).check();
    await rights.getByRole('radio', { name: '仅管理员和负责人可上传' }).check();
    await admin.screenshot({ path: join(tmpdir(), 'school-access-1440.png') });
    expect(await seriousViolations(admin)).toEqual([]);
    await rights.getByRole('button', { name: '保存权限' }).click();
    await rights.waitFor({ state: 'detached' });
    await admin.getByTestId('disk-list').getByText('仅管理员和负责人可见').waitFor();
    await admin.screenshot({ path: join(tmpdir(), 'school-disk-admin-1440.png') });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByRole('button', { name: '设置期末试卷（绝密）的权限' }).click();
    await admin.screenshot({ path: join(tmpdir(), 'school-access-390.png') });
    expect(await seriousViolations(admin)).toEqual([]);
    await rights.getByRole('button', { name: '取消' }).click();
    await admin.screenshot({ path: join(tmpdir(), 'school-disk-admin-390.png'), fullPage: true });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The teacher: no hidden folder; a real download of the moved file, with no token cookie
    // (as when the app is framed by another site): the signed link carries the login.
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sso?token=${teacherToken}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/school/disk`);
    await page.getByRole('button', { name: '教研组', exact: true }).waitFor();
    expect(await page.getByText('期末试卷（绝密）').count()).toBe(0);
    await page.context().clearCookies();
    await page.getByRole('button', { name: '教研组', exact: true }).click();
    await page.getByTestId('disk-list').getByText('乙校教研安排.txt').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载乙校教研安排.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('乙校教研安排.txt');
    const saved = join(tmpdir(), `school-download-${Date.now()}.txt`);
    await download.saveAs(saved);
    expect(await readFile(saved, 'utf8')).toBe('乙校教研安排.txt 内容');
    // The old plain link (no token header, no cookie) is refused: the signature is what works.
    const plain = await page.evaluate(
      async (url) => (await fetch(url)).json(),
      '/v1/org/disk/file/x?orgId=1',
    );
    expect((plain as { code: number }).code).toBe(20100);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('lets the admin run the school on a phone: members and a new join code', async () => {
    const adminToken = await login(SCHOOL_ADMIN.phone, SCHOOL_ADMIN.password);
    await post(adminToken, '/v1/user/cur_org', { orgId: orgB });
    const admin = await browser.newPage({ width: 390, height: 844 });
    await admin.goto(`${baseUrl}/sso?token=${adminToken}`);
    await admin.getByTestId('user-name').waitFor();
    await admin.goto(`${baseUrl}/school/manage`);
    await admin.getByTestId('school-members-list').getByText('李老师').waitFor();
    expect(await admin.getByTestId('school-join-code').textContent()).toBe(SCHOOL_E2E[1].code);
    await admin.getByRole('button', { name: '重新生成邀请码' }).click();
    await admin.waitForFunction(
      (c) => document.querySelector('[data-testid="school-join-code"]')?.textContent !== c,
      SCHOOL_E2E[1].code,
    );
    expect(await admin.getByText(/有效期至/).count()).toBe(1);
    await admin.screenshot({ path: join(tmpdir(), 'school-manage-390.png'), fullPage: true });
    expect(await seriousViolations(admin)).toEqual([]);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('numbers duplicate names and moves, deletes several items at once (1440 and 390)', async () => {
    const adminToken = await login(SCHOOL_ADMIN.phone, SCHOOL_ADMIN.password);
    await post(adminToken, '/v1/user/cur_org', { orgId: orgA });
    const made = await post(adminToken, '/v1/org/disk/folder', { orgId: orgA, name: '多选测试' });
    expect(made.code).toBe(200);
    const folderId = String(made.data.id);
    for (const name of ['周计划.txt', '周计划.txt', '班会.txt']) {
      const put = await upload(
        adminToken,
        '/v1/org/disk/upload',
        { orgId: String(orgA), folderId },
        name,
        Buffer.from(`${name} 内容`),
        'text/plain',
      );
      expect(put.code).toBe(200);
    }
    const page = await browser.newPage({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/sso?token=${adminToken}`);
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${baseUrl}/school/disk`);
    await page.getByRole('button', { name: '多选测试', exact: true }).click();
    const list = page.getByTestId('disk-list');
    // The second upload of one name was numbered by the server.
    await list.getByText('周计划（1）.txt').waitFor();
    // A new folder whose name is taken becomes “归档（1）”.
    for (let i = 0; i < 2; i++) {
      await page.getByRole('textbox', { name: '新文件夹名称' }).fill('归档');
      await page.getByRole('button', { name: '新建文件夹' }).click();
    }
    await list.getByRole('button', { name: '归档（1）', exact: true }).waitFor();
    expect(await list.getByRole('button', { name: '归档', exact: true }).count()).toBe(1);

    // Two files ticked, one with the keyboard, moved together into 归档.
    await page.getByRole('checkbox', { name: '选择周计划.txt' }).check();
    await page.getByRole('checkbox', { name: '选择周计划（1）.txt' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByTestId('disk-selected-count').textContent()).toBe('已选 2 项');
    await page.screenshot({ path: join(tmpdir(), 'school-multiselect-1440.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '移动所选' }).click();
    const move = page.getByTestId('disk-move-dialog');
    await move.getByText('移动所选 2 项到').waitFor();
    await move.getByRole('radio', { name: '归档', exact: true }).check();
    await move.getByRole('button', { name: '移动到这里' }).click();
    await move.waitFor({ state: 'detached' });
    await list.getByText('周计划.txt').waitFor({ state: 'detached' });
    expect(await list.getByText('周计划（1）.txt').count()).toBe(0);
    await list.getByRole('button', { name: '归档', exact: true }).click();
    await list.getByText('周计划（1）.txt').waitFor();
    await page
      .getByRole('navigation', { name: '位置' })
      .getByRole('button', { name: '多选测试' })
      .click();
    await list.getByText('班会.txt').waitFor();

    // On a phone: 全选 and 删除所选 empty the folder, and nothing overflows.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('checkbox', { name: '全选' }).check();
    expect(await page.getByTestId('disk-selected-count').textContent()).toBe('已选 3 项');
    await page.screenshot({ path: join(tmpdir(), 'school-multiselect-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole('button', { name: '删除所选' }).click();
    await page.getByTestId('disk-empty').waitFor();
    const trash = await post(adminToken, '/v1/org/disk/list', { orgId: orgA, trash: true });
    const trashed = (trash.data.items as { name: string }[]).map((i) => i.name);
    expect(trashed).toEqual(expect.arrayContaining(['班会.txt', '归档', '归档（1）']));
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
