import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppCard } from './app-card';

describe(AppCard.name, () => {
  it('shows the name, the description and a logo whose alt is the name', () => {
    render(<AppCard name="作文批改" desc="一键批改学生作文" logo="/static/logo.svg" />);
    const button = screen.getByRole('button', { name: /作文批改/ });
    expect(button.textContent).toContain('一键批改学生作文');
    const img = screen.getByAltText('作文批改');
    expect(img.getAttribute('src')).toBe('/static/logo.svg');
    expect(button.getAttribute('title')).toBe('作文批改：一键批改学生作文');
  });

  it('calls onOpen once per click', () => {
    const onOpen = vi.fn();
    render(<AppCard name="教案生成" desc="" logo="/l.svg" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /教案生成/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('adds a caller className to its own classes', () => {
    render(<AppCard name="x" desc="y" logo="/l.svg" className="pr-11" />);
    const cls = screen.getByRole('button').className.split(' ');
    expect(cls).toContain('pr-11');
    expect(cls).toContain('p-4');
  });
});
