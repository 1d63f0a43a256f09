import type * as React from 'react';
import { cn } from './cn';
import { LogoMark } from './icons';

/** Props of {@link AppHeader}. */
export type AppHeaderProps = React.ComponentProps<'header'> & {
  /** Product name shown beside the logo (AI教学助手). */
  productName: string;
  /** Where the brand links to. */
  homeHref?: string;
  onHome?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Right-hand actions (login button, avatar, …). */
  actions?: React.ReactNode;
  /** The current school's name and logo URL, shown after the product name (§6). */
  school?: { name: string; logo: string } | null;
};

/** The top bar of the shared layout (spec §2 "Layout"): brand on the left, actions on the right. */
export function AppHeader({
  productName,
  homeHref = '/',
  onHome,
  actions,
  school,
  className,
  ...props
}: AppHeaderProps) {
  return (
    <header
      className={cn(
        'flex h-16 shrink-0 items-center justify-between border-b border-line bg-surface/95 px-5 backdrop-blur',
        className,
      )}
      {...props}
    >
      <a
        href={homeHref}
        onClick={onHome}
        className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <LogoMark className="size-8" />
        <span className="text-lg font-semibold tracking-wide text-ink">{productName}</span>
      </a>
      {school ? (
        <span
          className="ml-3 hidden min-w-0 flex-1 items-center gap-2 border-l border-line pl-3 text-sm text-ink-soft sm:flex"
          data-testid="header-school"
        >
          {school.logo ? <img src={school.logo} alt="" className="size-6 rounded" /> : null}
          <span className="truncate">{school.name}</span>
        </span>
      ) : null}
      <div className="flex items-center gap-3">{actions}</div>
    </header>
  );
}
