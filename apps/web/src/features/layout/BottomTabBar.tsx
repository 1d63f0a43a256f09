import { cn, type SidebarNavItem } from '@aita/ui';
import type * as React from 'react';

/** The sidebar items the phone's bottom tab bar keeps, in order (首页, AI应用, 会话, 我的). */
export const TAB_BAR_KEYS = ['home', 'apps', 'chat', 'my'] as const;

/**
 * The phone's navigation (below 768 px the sidebar is gone): four tabs fixed at the bottom, each
 * at least 44 px tall, above the safe-area inset of phones without a home button.
 */
export function BottomTabBar({
  items,
  activeKey,
  onNavigate,
}: {
  items: readonly SidebarNavItem[];
  activeKey: string | undefined;
  onNavigate: (item: SidebarNavItem, event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const tabs = TAB_BAR_KEYS.map((key) => items.find((item) => item.key === key)).filter(
    (item): item is SidebarNavItem => item !== undefined && !item.hidden,
  );
  return (
    <nav
      aria-label="底部导航"
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden [:root[data-keyboard=open]_&]:hidden"
    >
      <ul className="flex">
        {tabs.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} className="flex-1">
              <a
                href={item.href}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => onNavigate(item, event)}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs',
                  active ? 'text-primary-600' : 'text-ink-soft',
                )}
              >
                <span aria-hidden="true" className="text-[22px] leading-none">
                  {item.icon}
                </span>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
