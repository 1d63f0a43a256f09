import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const base = {
  track: ['c', 'a', 'b', 'c', 'a'].map((t, i) => <p key={i}>{t}</p>),
  slideMs: 300,
  pageCount: 3,
  activePage: 0,
};

describe(Carousel, () => {
  it('moves the track by whole pages and animates only when asked', () => {
    const { rerender } = render(<Carousel {...base} index={1} animate showArrows aria-label="c" />);
    const track = screen.getByTestId('carousel-track');
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(track.style.transition).toBe('transform 300ms ease');
    rerender(<Carousel {...base} index={3} animate={false} showArrows aria-label="c" />);
    expect(track.style.transform).toBe('translateX(-300%)');
    expect(track.style.transition).toBe('none');
  });

  it('shows arrows only when asked and reports clicks', () => {
    const onNext = vi.fn();
    const onPrev = vi.fn();
    const { rerender } = render(
      <Carousel {...base} index={1} animate showArrows onNext={onNext} onPrev={onPrev} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrev).toHaveBeenCalledTimes(1);
    rerender(<Carousel {...base} index={0} animate={false} showArrows={false} />);
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
  });
});
