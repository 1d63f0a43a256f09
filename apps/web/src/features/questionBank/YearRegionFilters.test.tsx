// @vitest-environment jsdom
// 年份/地区 on a real store (the bank's sagas running) against a local envelope server: the options
// asked for the 学段/学科 and bank, the pills shown, and the list asked with the chosen values.
import { Code } from '@aita/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { startEnvelopeServer, type ScriptedReply } from '../../test/envelopeServer';
import { createTestStore } from '../../test/testStore';
import { waitForState } from '../../test/waitForState';
import { questionBankFeature } from './questionBankFeature';
import { bankOpened, selectBank, subjectChanged } from './questionBankSlice';
import { YearRegionFilters } from './YearRegionFilters';

const ok = (data: unknown): ScriptedReply => ({
  body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

describe(YearRegionFilters, () => {
  it('offers the years and regions of the 学段/学科 and lists the chosen ones from page 1', async () => {
    const server = await startEnvelopeServer((path, body) => {
      if (path === '/v1/tiku/question/filters') {
        const { subject } = body as { subject: number };
        return ok(
          subject === 2
            ? { years: [2025, 2023], regions: ['北京', '浙江'] }
            : { years: [2026], regions: [] },
        );
      }
      return ok({ list: [], total: 0 });
    });
    closers.push(server.close);
    const store = createTestStore(server.url);
    closers.push(async () => store.sagaTask.cancel());
    store.loadFeature(questionBankFeature);
    store.dispatch(bankOpened({ period: 2, scope: 'school' }));
    await waitForState(store, (s) => selectBank(s as never).filterOptions.years.length === 2);
    render(
      <Provider store={store}>
        <YearRegionFilters />
      </Provider>,
    );
    const years = screen.getByRole('group', { name: '年份' });
    const regions = screen.getByRole('group', { name: '地区' });
    expect([...years.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '全部',
      '2025',
      '2023',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '2023' }));
    fireEvent.click(screen.getByRole('button', { name: '浙江' }));
    expect(screen.getByRole('button', { name: '浙江' }).getAttribute('aria-pressed')).toBe('true');
    expect(regions.querySelector('[aria-pressed="true"]')?.textContent).toBe('浙江');
    await waitForState(store, () =>
      server.requests.some(
        (r) =>
          r.path === '/v2/aitalk/question/infos' &&
          (r.body as { region?: string }).region === '浙江',
      ),
    );
    const asked = server.requests.filter((r) => r.path === '/v2/aitalk/question/infos').at(-1);
    expect(asked?.body).toMatchObject({ scope: 'school', year: 2023, region: '浙江', page: 1 });
    expect(server.requests.find((r) => r.path === '/v1/tiku/question/filters')?.body).toEqual({
      period: 2,
      subject: 2,
      scope: 'school',
    });
    // Another 学科: its own options; the chosen year and region are cleared, and a row without
    // values (no 地区) is left out.
    store.dispatch(subjectChanged(1));
    await screen.findByRole('button', { name: '2026' });
    expect(selectBank(store.getState() as never)).toMatchObject({ year: null, region: null });
    expect(screen.queryByRole('group', { name: '地区' })).toBeNull();
  });
});
