import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cn } from './cn';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** Avatar URL; `''` shows the default avatar. */
  src: string;
  name: string;
  /** Shows the VIP badge (§4: now not later than vipEndAt). */
  vip?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
}

/** The teacher's avatar: the image, or the default (first character on a blue disc); VIP badge. */
export function UserAvatar({ src, name, vip = false, size = 'sm', className }: UserAvatarProps) {
  const box = size === 'lg' ? 'size-16 text-2xl' : 'size-8 text-sm';
  return (
    <span className={cn('relative inline-flex shrink-0', className)} data-testid="user-avatar">
      {src ? (
        <img src={src} alt={name} className={cn('rounded-full object-cover', box)} />
      ) : (
        <span
          role="img"
          aria-label={name}
          data-default-avatar="true"
          className={cn(
            'inline-flex items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-600',
            box,
          )}
        >
          {[...name][0] ?? '师'}
        </span>
      )}
      {vip ? (
        <span
          data-testid="vip-badge"
          className="absolute -right-1.5 -bottom-1 rounded-full bg-accent px-1 text-[10px] leading-4 font-bold text-white ring-2 ring-surface"
        >
          VIP
        </span>
      ) : null}
    </span>
  );
}

/** One entry of the user menu. */
export interface UserMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  /** Drawn in the accent colour (e.g. 开通会员), to stand out from the account items. */
  highlight?: boolean;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  name: string;
  avatar: string;
  vip: boolean;
  items: readonly UserMenuItem[];
}

/** The header's avatar button and its menu (Headless UI Menu: keyboard, focus, outside click). */
export function UserMenu({ name, avatar, vip, items }: UserMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
        data-testid="user-menu-button"
      >
        <UserAvatar src={avatar} name={name} vip={vip} />
        <span className="max-w-[8rem] truncate text-sm text-ink" data-testid="user-name">
          {name}
        </span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-40 rounded-xl border border-line bg-surface p-1 shadow-card-hover focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.key}>
            <button
              type="button"
              onClick={item.onSelect}
              className={cn(
                'block w-full rounded-lg px-3 py-2 text-left text-sm data-focus:bg-primary-50 data-focus:text-primary-600',
                item.highlight ? 'font-medium text-accent' : 'text-ink',
              )}
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** One school of {@link OrgSwitcher}. */
export interface OrgOption {
  orgId: number;
  orgName: string;
  logo?: string;
}

/** Props of {@link OrgSwitcher}. */
export interface OrgSwitcherProps {
  orgs: readonly OrgOption[];
  currentId: number | null;
  onSwitch: (orgId: number) => void;
  disabled?: boolean;
}

/** §6: the organisation dropdown (members of several schools); the current school's logo and name. */
export function OrgSwitcher({ orgs, currentId, onSwitch, disabled }: OrgSwitcherProps) {
  const current = orgs.find((org) => org.orgId === currentId);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        disabled={disabled}
        data-testid="org-switcher"
        className="flex h-8 items-center gap-2 rounded-full border border-line px-3 text-sm text-ink hover:border-primary-200"
      >
        {current?.logo ? <img src={current.logo} alt="" className="size-5 rounded" /> : null}
        <span className="max-w-[10rem] truncate">{current?.orgName ?? '选择学校'}</span>
        <span aria-hidden="true" className="text-ink-muted">
          ▾
        </span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-52 rounded-xl border border-line bg-surface p-1 shadow-card-hover focus:outline-none"
      >
        {orgs.map((org) => (
          <MenuItem key={org.orgId}>
            <button
              type="button"
              onClick={() => onSwitch(org.orgId)}
              aria-current={org.orgId === currentId ? 'true' : undefined}
              className="block w-full truncate rounded-lg px-3 py-2 text-left text-sm text-ink data-focus:bg-primary-50 aria-[current]:font-semibold aria-[current]:text-primary-600"
            >
              {org.orgName}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
