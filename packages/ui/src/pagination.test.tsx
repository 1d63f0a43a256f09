import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination } from './pagination';

describe(pageItems, () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 13)).toEqual([1, 2, 'gap', 13]);
    expect(pageItems(7, 13)).toEqual([1, 'gap', 6, 7, 8, 'gap', 13]);
    expect(pageItems(13, 13)).toEqual([1, 'gap', 12, 13]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 13)).toEqual([1, 2, 3, 4, 5, 'gap', 13]);
    expect(pageItems(10, 13)).toEqual([1, 'gap', 9, 10, 11, 12, 13]);
  });

  it('clamps the current page and handles no pages', () => {
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(9, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe(Pagination, () => {
  const labels = { label: '订单分页', previousLabel: '上一页', nextLabel: '下一页' };

  it('renders nothing when one page holds everything', () => {
    const { container } = render(
      <Pagination page={1} pageSize={8} total={8} onPageChange={() => undefined} {...labels} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and reports clicks on others, previous and next', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination page={2} pageSize={8} total={100} onPageChange={onPageChange} {...labels} />,
    );
    const nav = screen.getByRole('navigation', { name: '订单分页' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // 100 / 8 → 13 pages (§9 total fallback of 100).
    expect(screen.getByRole('button', { name: '第 13 页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageSize={8} total={20} onPageChange={() => undefined} {...labels} />,
    );
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    rerender(
      <Pagination page={3} pageSize={8} total={20} onPageChange={() => undefined} {...labels} />,
    );
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
