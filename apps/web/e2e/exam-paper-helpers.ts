import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { registerTeacher } from './accounts';
import { baseUrl } from './browser';

/** The exam-paper spec's helpers: the API as a teacher, a fresh teacher, login, the items. */
export async function post(token: string, path: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** A fresh teacher in the demo school; returns the token. */
export async function teacher(): Promise<string> {
  const body = {
    data: {
      token: await registerTeacher({
        phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'exam-paper-2026',
        uname: '组卷老师',
      }),
    },
  };
  expect((await post(body.data.token, '/v1/org/join', { code: 'DEMO2026' })).code).toBe(200);
  return body.data.token;
}

export async function login(page: Page, token: string) {
  await page.goto(`${baseUrl}/sso?token=${token}`);
  await page.getByTestId('user-name').waitFor();
}

/** The questions' texts without their numbers (which follow the order). */
export const itemTexts = (page: Page) =>
  page
    .getByTestId('paper-item')
    .evaluateAll((items) => items.map((i) => (i.textContent ?? '').replace(/^(?:⋮⋮)?\d+\./, '')));
