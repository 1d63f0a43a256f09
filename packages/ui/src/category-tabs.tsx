import type * as React from 'react';
import { cn } from './cn';

/** One tab of {@link CategoryTabs}. */
export interface CategoryTab {
  id: string;
  label: string;
}

/** Props of {@link CategoryTabs}. */
export type CategoryTabsProps = Omit<React.ComponentProps<'nav'>, 'onSelect'> & {
  tabs: readonly CategoryTab[];
  /** The highlighted tab (scroll-linked by the page). */
  activeId?: string;
  onSelect?: (id: string) => void;
};

/**
 * The sticky category tab bar of the application centre (spec §2 "Old home").
 * The page decides what is active and what selecting does (scroll to the section).
 */
export function CategoryTabs({ tabs, activeId, onSelect, className, ...props }: CategoryTabsProps) {
  return (
    <nav
      className={cn(
        'sticky top-0 z-10 -mx-1 flex gap-2 overflow-x-auto bg-canvas/90 px-1 py-3 backdrop-blur',
        '[scrollbar-width:none]',
        className,
      )}
      {...props}
    >
      {tabs.map((tab) => {
        const active = tab.id === activeId;
        return (
          <button
            key={tab.id}
            type="button"
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect?.(tab.id)}
            className={cn(
              'shrink-0 cursor-pointer rounded-full px-4 py-1.5 text-sm whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
              active
                ? 'bg-primary-500 font-medium text-white shadow-sm'
                : 'bg-surface text-ink-soft ring-1 ring-line hover:text-primary-600 hover:ring-primary-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </nav>
  );
}
