import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SidebarNav, type SidebarNavItem } from './sidebar-nav';

const items: SidebarNavItem[] = [
  { key: 'home', label: '首页', href: '/home/index' },
  { key: 'premium', label: '精品资源', href: '/question-bank-jp/index', hidden: true },
  { key: 'my', label: '我的', href: '/my/index' },
];

describe(SidebarNav.name, () => {
  it('renders visible items in order and leaves hidden ones out', () => {
    render(<SidebarNav items={items} />);
    const labels = screen.getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['首页', '我的']);
    expect(screen.queryByText('精品资源')).toBeNull();
  });

  it('marks the active item as the current page', () => {
    render(<SidebarNav items={items} activeKey="my" />);
    expect(screen.getByRole('link', { name: '我的' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('reports plain clicks with the item and leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    // jsdom cannot navigate; the wrapper stops the default action in the capture phase only.
    render(
      <div onClickCapture={(event) => event.preventDefault()}>
        <SidebarNav items={items} onNavigate={onNavigate} />
      </div>,
    );
    const link = screen.getByRole('link', { name: '我的' });
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0]).toMatchObject({ key: 'my', href: '/my/index' });
  });
});
