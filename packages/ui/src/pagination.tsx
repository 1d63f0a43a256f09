import type * as React from 'react';
import { cn } from './cn';

/** One cell of the pager: a page number or a gap. */
export type PageItem = number | 'gap';

/**
 * The pages to show for `page` of `pageCount`: always the first and last, the current one with
 * `siblings` on each side, and a gap where pages are left out (`1 … 4 5 6 … 13`). A gap never
 * stands for a single page: that page is shown instead.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let p = current - siblings; p <= current + siblings; p += 1) {
    if (p >= 1 && p <= pageCount) shown.add(p);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

/** Props of {@link Pagination}. */
export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation (e.g. 订单分页). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  disabled?: boolean;
};

/** A pager: previous, page numbers with gaps, next. Hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  disabled = false,
  className,
  ...props
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pageCount <= 1) return null;
  const cell =
    'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:text-ink-muted';
  const go = (target: number) => {
    if (!disabled && target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={label} className={cn('flex items-center gap-1', className)} {...props}>
      <button
        type="button"
        className={cn(cell, 'text-ink-soft hover:bg-primary-50')}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        {previousLabel}
      </button>
      {pageItems(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-sm text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`第 ${item} 页`}
            disabled={disabled}
            onClick={() => go(item)}
            className={cn(
              cell,
              item === page
                ? 'bg-primary-500 font-semibold text-white'
                : 'text-ink hover:bg-primary-50',
            )}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(cell, 'text-ink-soft hover:bg-primary-50')}
        disabled={disabled || page >= pageCount}
        onClick={() => go(page + 1)}
      >
        {nextLabel}
      </button>
    </nav>
  );
}
