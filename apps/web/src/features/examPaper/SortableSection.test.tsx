// @vitest-environment jsdom
import type { ExamPaperItem } from '@aita/api';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SortableSection, type SectionCardProps } from './SortableSection';

afterEach(cleanup);

// jsdom lays nothing out: each card stands 100 px below the previous one, so the keyboard
// sensor's ↑/↓ find their neighbours as in a browser.
const rect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const li = this.closest('li[data-testid="paper-item"]');
    const all = [...document.querySelectorAll('li[data-testid="paper-item"]')];
    const top = li ? all.indexOf(li) * 100 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: 90,
      right: 600,
      bottom: top + 90,
    } as DOMRect;
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = rect;
});

const item = (itemId: number, stem: string): ExamPaperItem => ({
  itemId,
  questionId: itemId,
  type: 'single',
  score: 3,
  stem,
  options: [],
  answer: ['A'],
  analysis: '',
  difficulty: 3,
  knowledgePoints: [],
  cognitiveLevel: null,
});
const items = [item(11, '甲题'), item(12, '乙题'), item(13, '丙题')];

function show(extra: Partial<SectionCardProps> = {}) {
  const onMove = vi.fn<(itemId: number, to: number) => void>();
  const card: SectionCardProps = {
    busy: false,
    onMove,
    onScore: () => {},
    onSwap: () => {},
    onRemove: () => {},
    onEdit: () => {},
    ...extra,
  };
  const view = render(<SortableSection items={items} start={10} card={card} />);
  return { onMove, view, card };
}
const stems = () =>
  screen.getAllByTestId('paper-item').map((li) => li.textContent?.match(/[甲乙丙]题/)?.[0]);
const key = async (el: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(el, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((r) => setTimeout(r, 0));
  });
};

describe(SortableSection, () => {
  it('moves a question with the keyboard (空格, ↓, ↓, 空格), saved through move, announced in Chinese', async () => {
    const { onMove, view, card } = show();
    const handle = screen.getByRole('button', { name: '拖动排序：第 11 题' });
    handle.focus();
    await key(handle, 'Space');
    await waitFor(() => expect(screen.getByText('已拿起第 11 题')).toBeTruthy());
    await key(handle, 'ArrowDown');
    await key(handle, 'ArrowDown');
    await waitFor(() => expect(screen.getByText('第 11 题移到本大题第 3 个位置')).toBeTruthy());
    await key(handle, 'Space');
    await waitFor(() => expect(onMove).toHaveBeenCalledWith(11, 2));
    expect(screen.getByText('第 11 题已放到本大题第 3 个位置')).toBeTruthy();
    // While the save runs (busy) the new order shows, numbered from the section's start.
    view.rerender(<SortableSection items={items} start={10} card={{ ...card, busy: true }} />);
    expect(stems()).toEqual(['乙题', '丙题', '甲题']);
    expect(screen.getByText('13.')).toBeTruthy();
    // Refused (busy ends, same items): the paper's own order is back.
    view.rerender(<SortableSection items={items} start={10} card={card} />);
    expect(stems()).toEqual(['甲题', '乙题', '丙题']);
  });

  it('Esc cancels: nothing is saved and the order stays', async () => {
    const { onMove } = show();
    const handle = screen.getByRole('button', { name: '拖动排序：第 12 题' });
    handle.focus();
    await key(handle, 'Space');
    await key(handle, 'ArrowDown');
    await key(handle, 'Escape');
    await waitFor(() => expect(screen.getByText('已取消移动，第 12 题放回原处')).toBeTruthy());
    expect(onMove).not.toHaveBeenCalled();
    expect(stems()).toEqual(['甲题', '乙题', '丙题']);
  });

  it('keeps 上移 / 下移 as buttons, and shows no handle on a read-only paper', () => {
    const { onMove, view, card } = show();
    fireEvent.click(screen.getByRole('button', { name: '下移第 11 题' }));
    expect(onMove).toHaveBeenCalledWith(11, 1);
    expect(screen.getByRole('button', { name: '上移第 11 题' })).toHaveProperty('disabled', true);
    view.rerender(<SortableSection items={items} start={10} card={{ ...card, readOnly: true }} />);
    expect(screen.queryByRole('button', { name: /拖动排序/ })).toBeNull();
  });
});
