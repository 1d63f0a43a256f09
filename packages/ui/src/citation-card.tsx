import type * as React from 'react';
import { cn } from './cn';

/** One web search result (spec §3: hostname, hostLogo, publishedTime, title, summary, link). */
export interface CitationSource {
  hostname: string;
  hostLogo: string;
  publishedTime: string;
  title: string;
  summary: string;
  link: string;
}

/** Props of {@link CitationCard}. */
export type CitationCardProps = React.ComponentProps<'article'> & {
  source: CitationSource;
  /** The citation number `[n]` of this result. */
  index: number;
  /** Highlighted (the citation the drawer was opened on). */
  active?: boolean;
  /** `compact` for the hover card (2-line summary), `full` in the drawer. */
  variant?: 'compact' | 'full';
};

/**
 * Whether a logo is served by the app itself (a path such as `/static/…`). A favicon of the source
 * site is not loaded: it would tell that site who read the answer, and the app's
 * Content-Security-Policy allows images only from its own origin and object store.
 */
export function isOwnLogo(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The source's logo when the app serves it, else its first letter (also when it fails). */
function SourceLogo({ source }: { source: CitationSource }) {
  const letter = (source.hostname || source.title || '·').slice(0, 1).toUpperCase();
  return (
    <span className="relative grid size-5 shrink-0 place-items-center overflow-hidden rounded-md bg-primary-50 text-[11px] font-semibold text-primary-600">
      {letter}
      {isOwnLogo(source.hostLogo) ? (
        <img
          src={source.hostLogo}
          alt=""
          className="absolute inset-0 size-full bg-surface object-contain"
          onError={(event) => {
            event.currentTarget.style.display = 'none';
          }}
        />
      ) : null}
    </span>
  );
}

/**
 * A web result as the drawer lists it and the citation hover card shows it (spec §2 "A hover card
 * for citations", §3 Web search result): number, logo, host, time, linked title, summary.
 */
export function CitationCard({
  source,
  index,
  active = false,
  variant = 'full',
  className,
  ...props
}: CitationCardProps) {
  const safeLink = /^https?:\/\//i.test(source.link) ? source.link : undefined;
  return (
    <article
      data-citation-card={index}
      className={cn(
        'rounded-xl p-3.5 ring-1 transition-colors',
        active
          ? 'ring-primary-300 bg-primary-50/60'
          : 'bg-surface ring-line hover:ring-primary-200',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-2 text-xs text-ink-muted">
        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-primary-500 px-1 text-[11px] font-semibold text-white">
          {index}
        </span>
        <SourceLogo source={source} />
        <span className="min-w-0 truncate">{source.hostname}</span>
        {source.publishedTime ? (
          <span className="ml-auto shrink-0">{source.publishedTime}</span>
        ) : null}
      </div>
      <h3 className="mt-2 text-sm leading-5 font-medium text-ink">
        {safeLink ? (
          <a
            href={safeLink}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-primary-600 hover:underline"
          >
            {source.title}
          </a>
        ) : (
          source.title
        )}
      </h3>
      {source.summary ? (
        <p
          className={cn(
            'mt-1 text-xs leading-5 text-ink-soft',
            variant === 'compact' ? 'line-clamp-2' : 'line-clamp-4',
          )}
        >
          {source.summary}
        </p>
      ) : null}
    </article>
  );
}
