import { listTeachingAidFiles, SCHOOL_CLASS_MAX_LENGTH } from '@aita/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { registerTeacher as signUp } from './accounts';

const browser = useBrowser();

/** A fresh teacher with the given profile fields; returns the token. */
async function registerTeacher(profile: Record<string, unknown> = {}): Promise<string> {
  const token = await signUp({
    phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'class-book-2026',
    uname: '教辅老师',
  });
  if (Object.keys(profile).length > 0) {
    const saved = await post(token, '/v1/user/mod', profile);
    expect(saved.code).toBe(200);
  }
  return token;
}

async function post(token: string, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** The new home with its carousel drawn. */
async function openHome(page: Page, token?: string) {
  await page.goto(token ? `${baseUrl}/sso?token=${token}` : `${baseUrl}/home/index`);
  if (token) await page.getByTestId('user-name').waitFor();
  await page.getByTestId('carousel-track').waitFor();
}

const visibleCard = (page: Page, key: string) =>
  page.locator(
    `[data-testid="carousel-track"] > div:not([aria-hidden]) button[data-card-key="${key}"]`,
  );

/** Pages the carousel until the class-book card shows and clicks it. */
async function openClassBook(page: Page) {
  const carousel = page.getByRole('region', { name: '功能推荐' });
  for (let turn = 0; turn < 4; turn++) {
    if ((await visibleCard(page, 'class-book').count()) > 0) break;
    await carousel.getByRole('button', { name: '下一页' }).click();
    await page.waitForTimeout(500);
  }
  await visibleCard(page, 'class-book').click();
  const dialog = page.getByTestId('class-book-dialog');
  await dialog.waitFor();
  return dialog;
}

describe('class-book download in the browser', () => {
  it('a primary-school 数学 teacher goes through the three steps (with back) and downloads a PDF', async () => {
    const token = await registerTeacher({ period: 1, subject: 2 });
    const page = await browser.newPage();
    await openHome(page, token);
    const dialog = await openClassBook(page);

    // Step 1: the teacher's subject (数学) is preselected; choose 北师版, 四年级.
    expect(await dialog.getByRole('radio', { name: '数学' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByRole('radio', { name: '北师版' }).click();
    await dialog.getByRole('radio', { name: '四年级' }).click();
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Step 2: the catalogue's files with sizes; 下一步 needs a file. Back once, forward again.
    const files = listTeachingAidFiles(2, 2, 4);
    const list = dialog.getByRole('list', { name: '资料列表' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(files.length);
    expect(await dialog.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '上一步' }).click();
    expect(await dialog.getByRole('radio', { name: '四年级' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: '下一步' }).click();
    const file = files[1];
    expect(file).toBeDefined();
    await dialog.getByRole('checkbox', { name: file?.name }).check();
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Step 3: school and class, at most 40 characters with a counter.
    const school = dialog.getByRole('textbox', { name: '学校' });
    expect(await school.getAttribute('maxlength')).toBe(String(SCHOOL_CLASS_MAX_LENGTH));
    await school.fill('阳光实验小学');
    await dialog.getByText(`6/${SCHOOL_CLASS_MAX_LENGTH}`).waitFor();
    await dialog.getByRole('textbox', { name: '班级' }).fill('四年级二班');
    await page.screenshot({ path: '/tmp/aita-e2e-class-book-step3.png' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '确认下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file?.name);
    // The browser is remote (global setup): read the file through Playwright's stream.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByText('下载成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // §5: the new school was saved to the profile.
    expect((await post(token, '/v1/user/info')).data['schoolName']).toBe('阳光实验小学');
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('a 初中 英语 teacher does not see the card; an unset teacher does', async () => {
    const page = await browser.newPage();
    await openHome(page, await registerTeacher({ period: 2, subject: 3 }));
    await page.waitForTimeout(300);
    expect(await page.locator('button[data-card-key="class-book"]').count()).toBe(0);
    expect(await page.locator('button[data-card-key="jptk"]').count()).toBeGreaterThan(0);

    const other = await browser.newPage();
    await openHome(other, await registerTeacher());
    await other
      .locator('button[data-card-key="class-book"]')
      .first()
      .waitFor({ state: 'attached' });
  }, 60_000);

  it('an anonymous confirm opens the login overlay', async () => {
    const page = await browser.newPage();
    await openHome(page);
    const dialog = await openClassBook(page);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('checkbox', { name: '全选' }).check();
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('button', { name: '确认下载' }).click();
    await page.getByTestId('login-overlay').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Closing the login frame brings the dialog back at step 3.
    await page.getByTestId('login-close').click();
    await page.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '确认下载' }).waitFor();
  }, 60_000);
});
