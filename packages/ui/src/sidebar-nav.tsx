import type * as React from 'react';
import { cn } from './cn';

/** One entry of {@link SidebarNav}. */
export interface SidebarNavItem {
  key: string;
  label: string;
  href: string;
  icon?: React.ReactNode;
  /** Hidden items are not rendered at all (spec §2: resource items without an organisation). */
  hidden?: boolean;
}

/** Props of {@link SidebarNav}. */
export type SidebarNavProps = React.ComponentProps<'nav'> & {
  items: readonly SidebarNavItem[];
  activeKey?: string;
  /**
   * Called on a plain left click. The app may `event.preventDefault()` and route client-side;
   * modified clicks (new tab, etc.) are left to the browser and do not call this.
   */
  onNavigate?: (item: SidebarNavItem, event: React.MouseEvent<HTMLAnchorElement>) => void;
};

function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The left sidebar (spec §2 "Layout"): items in the given order, hidden ones left out.
 * Renders real links so opening in a new tab works; routing is the caller's business.
 */
export function SidebarNav({ items, activeKey, onNavigate, className, ...props }: SidebarNavProps) {
  return (
    <nav className={cn('flex flex-col gap-1', className)} {...props}>
      <ul className="flex flex-col gap-1">
        {items
          .filter((item) => !item.hidden)
          .map((item) => {
            const active = item.key === activeKey;
            return (
              <li key={item.key}>
                <a
                  href={item.href}
                  data-key={item.key}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    if (isPlainClick(event)) onNavigate?.(item, event);
                  }}
                  className={cn(
                    'flex flex-col items-center gap-1 rounded-xl px-2 py-2.5 text-xs transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                    active
                      ? 'bg-primary-50 font-medium text-primary-600'
                      : 'text-ink-soft hover:bg-primary-50/60 hover:text-primary-600',
                  )}
                >
                  {item.icon ? (
                    <span aria-hidden="true" className="text-[22px] leading-none">
                      {item.icon}
                    </span>
                  ) : null}
                  <span>{item.label}</span>
                </a>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
