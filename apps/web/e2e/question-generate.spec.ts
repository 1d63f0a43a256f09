import { MSG_GENERATE_BANK_MODE } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { registerTeacher as signUp } from './accounts';
import { seriousViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();

/** A fresh teacher of the demo school; returns the token. */
async function teacher(): Promise<string> {
  const token = await signUp({
    phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'question-generate-2026',
    uname: '出题老师',
  });
  const joined = await fetch(`${baseUrl}/v1/org/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ code: 'DEMO2026' }),
  });
  expect(((await joined.json()) as { code: number }).code).toBe(200);
  return token;
}

describe('AI question generation (bank mode: the e2e servers have no model)', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`opens 智能出题 from its chat address, picks from the bank and fills the basket at ${viewport.width}px`, async () => {
      const page = await browser.newPage(viewport);
      await page.goto(`${baseUrl}/sso?token=${await teacher()}`);
      await page.getByTestId('user-name').first().waitFor({ state: 'attached' });
      await page.goto(`${baseUrl}/chat/question-generator`);
      await page.waitForURL(/\/question-bank-ai\/index\?app=question-generator/);
      await page.getByRole('heading', { name: '智能出题', level: 1 }).waitFor();

      const form = page.getByRole('form', { name: '智能出题表单' });
      await form.getByRole('button', { name: '整数的认识与运算', exact: true }).click();
      await form.getByRole('list', { name: '已选知识点' }).getByText('整数的认识与运算').waitFor();
      await form.getByLabel('题型').selectOption('fill');
      await form.getByRole('button', { name: '生成', exact: true }).click();

      const note = page.getByTestId('generate-note');
      await note.waitFor();
      expect(await note.textContent()).toBe(MSG_GENERATE_BANK_MODE);
      const cards = page.getByTestId('question-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.first().textContent()).toContain('填空题');

      await cards
        .first()
        .getByRole('button', { name: /^加入试题篮/ })
        .click();
      await page.getByText('试题篮：1 道').waitFor();
      expect(
        await cards
          .first()
          .getByRole('button', { name: /^移出试题篮/ })
          .getAttribute('aria-pressed'),
      ).toBe('true');

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 60_000);
  }
});
