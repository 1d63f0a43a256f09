// @vitest-environment jsdom
import type { SeatingLayout } from '@aita/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeatingGrid } from './SeatingGrid';

afterEach(cleanup);

const names = new Map([
  [1, '张一'],
  [2, '李二'],
  [3, '王三'],
]);

/** The grid with its layout kept in state, as SeatingPanel keeps it. */
function Harness({
  start,
  onChange,
}: {
  start: SeatingLayout;
  onChange: (l: SeatingLayout) => void;
}) {
  const [layout, setLayout] = useState(start);
  const waiting = [...names.keys()].filter((id) => !layout.seats.includes(id));
  return (
    <SeatingGrid
      label="座位表"
      layout={layout}
      setLayout={(l) => {
        setLayout(l);
        onChange(l);
      }}
      names={names}
      waiting={waiting}
    />
  );
}

const seat = (r: number, c: number) =>
  screen.getByRole('button', { name: new RegExp(`^第 ${r} 排第 ${c} 列：`) });

function setup(seats: (number | null)[]) {
  const changes: SeatingLayout[] = [];
  render(
    <Harness
      start={{ rows: 2, columns: 2, aisles: [], seats }}
      onChange={(l) => changes.push(l)}
    />,
  );
  return changes;
}

describe('SeatingGrid without a pointer drag', () => {
  it('swaps two seats by click, and by Enter, arrows and Enter', () => {
    const changes = setup([1, 2, 3, null]);
    fireEvent.click(seat(1, 1));
    expect(seat(1, 1).getAttribute('aria-label')).toBe('第 1 排第 1 列：张一，已选中');
    fireEvent.click(seat(2, 2));
    expect(changes.at(-1)?.seats).toEqual([null, 2, 3, 1]);
    expect(seat(2, 2).getAttribute('aria-label')).toBe('第 2 排第 2 列：张一');

    // Keyboard: only the focused seat is a tab stop; arrows move it.
    seat(1, 2).focus();
    fireEvent.keyDown(seat(1, 2), { key: 'Enter' });
    fireEvent.click(seat(1, 2));
    fireEvent.keyDown(seat(1, 2), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seat(2, 2));
    expect(seat(2, 2).tabIndex).toBe(0);
    expect(seat(1, 2).tabIndex).toBe(-1);
    fireEvent.click(seat(2, 2));
    expect(changes.at(-1)?.seats).toEqual([null, 1, 3, 2]);
  });

  it('Escape puts a picked seat down', () => {
    const changes = setup([1, 2, 3, null]);
    fireEvent.click(seat(1, 1));
    fireEvent.keyDown(seat(1, 1), { key: 'Escape' });
    expect(seat(1, 1).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(seat(2, 1));
    expect(changes).toEqual([]);
  });

  it('seats a student from the list of those without a seat, the occupant going back to it', () => {
    const changes = setup([1, 2, null, null]);
    expect(screen.getByTestId('seating-waiting').textContent).toContain('王三');
    fireEvent.click(screen.getByRole('button', { name: '王三' }));
    fireEvent.click(seat(1, 1));
    expect(changes.at(-1)?.seats).toEqual([3, 2, null, null]);
    expect(screen.getByTestId('seating-waiting').textContent).toContain('张一');
    expect(screen.getByTestId('seating-waiting').textContent).not.toContain('王三');
  });
});

describe('SeatingGrid with a mouse drag', () => {
  // jsdom lays nothing out: each seat gets a 100 px square by its row and column.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const m = /^第 (\d) 排第 (\d) 列/.exec(this.getAttribute('aria-label') ?? '');
      const [x, y] = m ? [(Number(m[2]) - 1) * 100, (Number(m[1]) - 1) * 100 + 100] : [0, 0];
      const size = m ? 90 : this.getAttribute('data-testid') === 'seating-waiting' ? 90 : 0;
      return DOMRect.fromRect({ x, y, width: size, height: size });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const drag = async (from: HTMLElement, to: { x: number; y: number }) => {
    await act(async () => {
      fireEvent.mouseDown(from, { button: 0, clientX: 10, clientY: 110 });
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.mouseMove(document, { clientX: 40, clientY: 130 });
      fireEvent.mouseMove(document, { clientX: to.x, clientY: to.y });
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.mouseUp(document, { clientX: to.x, clientY: to.y });
      await Promise.resolve();
    });
  };

  it('drops a student on another seat (swap) and on an empty one (move)', async () => {
    const changes = setup([1, 2, 3, null]);
    await drag(seat(1, 1), { x: 150, y: 150 });
    expect(changes.at(-1)?.seats).toEqual([2, 1, 3, null]);
    await drag(seat(1, 1), { x: 150, y: 250 });
    expect(changes.at(-1)?.seats).toEqual([null, 1, 3, 2]);
  });

  it('a seat dragged onto the list of students without a seat is emptied', async () => {
    const changes = setup([1, 2, null, null]);
    expect(screen.getByTestId('seating-waiting').textContent).not.toContain('张一');
    await drag(seat(1, 1), { x: 40, y: 40 });
    expect(changes.at(-1)?.seats).toEqual([null, 2, null, null]);
    expect(screen.getByTestId('seating-waiting').textContent).toContain('张一');
  });

  it('a drop outside every seat changes nothing', async () => {
    const changes = setup([1, 2, 3, null]);
    await drag(seat(1, 1), { x: 500, y: 500 });
    expect(changes).toEqual([]);
  });
});
