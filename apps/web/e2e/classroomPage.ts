/** Steps the class management browser tests share: a seeded teacher and class, axe, seat drags. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { registerTeacher } from './accounts';
import { seriousViolations } from './axe';
import { baseUrl } from './browser';

/** A fresh teacher through the login provider's API; returns the token. */
export async function teacher(): Promise<string> {
  const body = {
    data: {
      token: await registerTeacher({
        phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'classroom-2026',
        uname: '班主任',
      }),
    },
  };
  return body.data.token;
}

/** A JSON call as the teacher; answers `data` after checking the code. */
export async function post(token: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as {
    code: number;
    msg: string;
    data: { classId: number };
  };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

export const NAMES = ['张一', '李二', '王三', '赵四', '钱五'];

/**
 * A new teacher with a class of five made through the API (the first test makes one on the
 * page), logged in on `page` with the class open; answers the page's main.
 */
export async function openSeededClass(
  page: Page,
  className: string,
  seed?: (token: string, classId: number) => Promise<void>,
) {
  const token = await teacher();
  const { classId } = await post(token, '/v1/class/create', { name: className, grade: 7 });
  await post(token, '/v1/class/roster/import', {
    classId,
    students: NAMES.map((n, i) => ({ name: n, number: `0${i + 1}` })),
  });
  await seed?.(token, classId);
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
  await page.goto(`${baseUrl}/classroom/index`);
  const main = page.locator('main');
  await main.getByRole('heading', { name: className }).waitFor();
  return main;
}

export async function check(page: Page, label: string) {
  // Colours mid-transition (a button just enabled) are not what the teacher reads: end every
  // transition and animation at once, rather than wait on frames a busy or background page may
  // not paint (a wait on running transitions once hung a test for its whole 30 s).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  expect(await seriousViolations(page), label).toEqual([]);
}

export const VIEWPORTS = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Drags the seat named `from` onto `to` with the mouse (past dnd-kit's 6 px threshold). */
export async function dragSeat(page: Page, main: Locator, from: string, to: string) {
  await main.getByRole('button', { name: from }).scrollIntoViewIfNeeded();
  const a = await main.getByRole('button', { name: from }).boundingBox();
  const b = await main.getByRole('button', { name: to }).boundingBox();
  if (!a || !b) throw new Error('seat not laid out');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  // For 50 ms after a drop, @dnd-kit's pointer sensor swallows every click on the page (a
  // capture listener it removes with setTimeout(…, 50)). A timer of the page set now, at least
  // as long, fires after that one, so the next click reaches its button.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 60)));
}
