import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { itemTexts, login, post, teacher } from './exam-paper-helpers';

const browser = useBrowser();

/** The paper's question ids in their saved order (read from the server). */
async function savedOrder(token: string, paperId: number) {
  const paper = await post(token, '/v2/aitalk/paper/info', { paperId });
  return (paper.data.sections as { items: { questionId: number }[] }[]).flatMap((s) =>
    s.items.map((i) => i.questionId),
  );
}

/** Waits until the drag's live region (dnd-kit's, visually hidden) says `text`. */
const announced = (page: Page, text: string) =>
  page
    .locator('[id^="DndLiveRegion"]', { hasText: text })
    .waitFor({ state: 'attached', timeout: 8000 });

/** Waits until the first card is the one that read `text` (numbers left out). */
const firstIs = (page: Page, text: string) =>
  page.waitForFunction(
    (t) =>
      document
        .querySelector('[data-testid="paper-item"]')
        ?.textContent?.replace(/^(?:⋮⋮)?\d+\./, '') === t,
    text,
    { timeout: 8000 },
  );

/** A fresh teacher's paper of three 选择题, opened in the editor. */
async function openPaper(page: Page) {
  const token = await teacher();
  const bank = await post(token, '/v2/aitalk/question/infos', {
    period: 2,
    type: 'single',
    pageSize: 3,
  });
  const ids = (bank.data.list as { questionId: number }[]).map((q) => q.questionId);
  const created = await post(token, '/v2/aitalk/paper/save', {
    title: '拖动排序周测',
    questionIds: ids,
  });
  expect(created.code).toBe(200);
  const paperId = Number(created.data.paperId);
  await login(page, token);
  await page.goto(`${baseUrl}/exam-paper/edit/${String(paperId)}`);
  await page.getByRole('heading', { name: '拖动排序周测' }).waitFor({ timeout: 10_000 });
  return { token, ids, paperId };
}

describe('exam paper: drag and drop reorder in Chromium', () => {
  it('moves 第 3 题 to the top with the keyboard and with the mouse; both kept over a reload', async () => {
    const page = await browser.newPage();
    const { token, ids, paperId } = await openPaper(page);
    const before = await itemTexts(page);
    expect(before).toHaveLength(3);

    // Keyboard: 空格 拿起, ↑ ↑, 空格 放下 — each step waited for (its announcement), as a
    // screen-reader user would: keys sent back to back reach the sensor before it has re-rendered
    // over the new place, and the second ↑ then aims at the same place (第 3 题 stops 2nd).
    {
      await page.getByRole('button', { name: '拖动排序：第 3 题' }).focus();
      await page.keyboard.press('Space');
      await announced(page, '已拿起第 3 题');
      await page.keyboard.press('ArrowUp');
      await announced(page, '第 3 题移到本大题第 2 个位置');
      await page.keyboard.press('ArrowUp');
      await announced(page, '第 3 题移到本大题第 1 个位置');
      await page.screenshot({ path: join(tmpdir(), 'exam-paper-drag-keyboard-1440.png') });
      await page.keyboard.press('Space');
      await announced(page, '第 3 题已放到本大题第 1 个位置');
      await firstIs(page, before[2] ?? '');
      await expect.poll(() => savedOrder(token, paperId)).toEqual([ids[2], ids[0], ids[1]]);
      await page.reload();
      await page.getByRole('heading', { name: '拖动排序周测' }).waitFor({ timeout: 10_000 });
      expect(await itemTexts(page)).toEqual([before[2], before[0], before[1]]);
    }

    // Mouse: down on the handle, past the 6 px activation distance in small steps, up over the
    // first card.
    {
      const handle = page.getByRole('button', { name: '拖动排序：第 3 题' });
      await handle.scrollIntoViewIfNeeded();
      const first = page.getByTestId('paper-item').first();
      await first.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const to = await first.boundingBox();
      if (!from || !to) throw new Error('no boxes');
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      const steps = 12;
      for (let i = 1; i <= steps; i += 1) {
        await page.mouse.move(x, y + ((to.y + 10 - y) * i) / steps);
      }
      await announced(page, '第 3 题移到本大题第 1 个位置');
      await page.screenshot({ path: join(tmpdir(), 'exam-paper-drag-mouse-1440.png') });
      await page.mouse.up();
      await firstIs(page, before[1] ?? '');
      await expect.poll(() => savedOrder(token, paperId)).toEqual([ids[1], ids[2], ids[0]]);
      await page.reload();
      await page.getByRole('heading', { name: '拖动排序周测' }).waitFor({ timeout: 10_000 });
      expect(await itemTexts(page)).toEqual([before[1], before[2], before[0]]);
    }
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('moves 第 2 题 to the top with a long press and a drag on a 390×844 phone', async () => {
    const page = await browser.newPage({ width: 390, height: 844 }, true);
    const { token, ids, paperId } = await openPaper(page);
    const before = await itemTexts(page);
    const first = page.getByTestId('paper-item').first();
    // The first card just under the sticky header, so 第 2 题's handle is on the screen too.
    await first.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top - 120));
    const from = await page.getByRole('button', { name: '拖动排序：第 2 题' }).boundingBox();
    const to = await first.boundingBox();
    if (!from || !to) throw new Error('no boxes');
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    // Held past the 250 ms press before it moves.
    await page.waitForTimeout(400);
    const steps = 12;
    for (let i = 1; i <= steps; i += 1) {
      await touch('touchMove', [{ x, y: y + ((to.y + 10 - y) * i) / steps }]);
    }
    await announced(page, '第 2 题移到本大题第 1 个位置');
    await page.screenshot({ path: join(tmpdir(), 'exam-paper-drag-touch-390.png') });
    await touch('touchEnd', []);
    await firstIs(page, before[1] ?? '');
    await expect.poll(() => savedOrder(token, paperId)).toEqual([ids[1], ids[0], ids[2]]);
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
