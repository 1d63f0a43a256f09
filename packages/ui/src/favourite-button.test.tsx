import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FavouriteButton } from './favourite-button';

describe(FavouriteButton, () => {
  it('is a toggle named after the app and does not bubble to the card', () => {
    const onToggle = vi.fn();
    const onCard = vi.fn();
    const { rerender } = render(
      <div onClick={onCard}>
        <FavouriteButton collected={false} appName="作文批改" onToggle={onToggle} />
      </div>,
    );
    const star = screen.getByRole('button', { name: '收藏「作文批改」' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onCard).not.toHaveBeenCalled();
    rerender(<FavouriteButton collected appName="作文批改" onToggle={onToggle} />);
    expect(
      screen.getByRole('button', { name: '取消收藏「作文批改」' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
