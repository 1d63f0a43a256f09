// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage } from './lazyPage';

function Hello() {
  return <p>你好</p>;
}

const page = (load: () => Promise<{ Hello: typeof Hello }>) => lazyPage(load, 'Hello');

describe('lazyPage', () => {
  afterEach(cleanup);

  it('renders a preloaded page in the first commit, without the fallback', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Page = page(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously after render: no suspension happened.
    expect(screen.queryByText('加载中')).toBeNull();
    expect(screen.getByText('你好')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a page not loaded yet, then shows it; the module is loaded once', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Page = page(load);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => {
      await Page.preload();
    });
    expect(await screen.findByText('你好')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed chunk once; a second failure is a ChunkLoadError', async () => {
    const flaky = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValue({ Hello });
    await page(flaky).preload();
    expect(flaky).toHaveBeenCalledTimes(2);
    const broken = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(page(broken).preload()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(broken).toHaveBeenCalledTimes(2);
  });
});
