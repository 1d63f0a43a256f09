import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link UnderConstruction}. */
export type UnderConstructionProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The headline, e.g. 建设中 (from @aita/core). */
  title: React.ReactNode;
  /** What the page will be, e.g. 班级管理. */
  pageName?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
};

/** A friendly placeholder for a page that is not built yet: never a blank screen. */
export function UnderConstruction({
  title,
  pageName,
  description,
  action,
  className,
  ...props
}: UnderConstructionProps) {
  return (
    <div
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-20 text-center',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 120 100" aria-hidden="true" className="w-36">
        <ellipse cx="60" cy="90" rx="46" ry="6" fill="var(--color-line)" />
        <path d="M24 84 46 22h28l22 62z" fill="var(--color-accent)" opacity=".9" />
        <path d="M36 50h48l4 12H32zM28 72h64l3 10H25z" fill="#fff" opacity=".9" />
        <rect x="16" y="80" width="88" height="8" rx="4" fill="var(--color-primary-500)" />
      </svg>
      {pageName ? <p className="text-sm text-ink-muted">{pageName}</p> : null}
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      {description ? <p className="text-sm leading-6 text-ink-soft">{description}</p> : null}
      {action}
    </div>
  );
}
