import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs } from './category-tabs';

describe(CategoryTabs.name, () => {
  const tabs = [
    { id: 'c1', label: '热门应用' },
    { id: 'c2', label: '备课' },
  ];

  it('highlights the active tab and reports the selected id', () => {
    const onSelect = vi.fn();
    render(<CategoryTabs tabs={tabs} activeId="c1" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '热门应用' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '备课' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '备课' }));
    expect(onSelect).toHaveBeenCalledWith('c2');
  });
});
