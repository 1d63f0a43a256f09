import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link MessageImages}. */
export type MessageImagesProps = React.ComponentProps<'ul'> & {
  /** The image links of a message, in order. */
  urls: readonly string[];
  /** The list's accessible name, e.g. 提问附带的图片. */
  label: string;
  /** The accessible name of the n-th image's link (1-based), e.g. 查看原图 1. */
  openLabel: (n: number) => string;
};

/**
 * The images sent with a question, as thumbnails in its bubble (spec §2 "Chat messages"); each
 * opens the full-size image in a new tab. Renders nothing without images.
 */
export function MessageImages({ urls, label, openLabel, className, ...props }: MessageImagesProps) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('mb-2 flex flex-wrap gap-2', className)} {...props}>
      {urls.map((url, index) => (
        <li key={`${index}-${url}`}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={openLabel(index + 1)}
            className="block size-20 overflow-hidden rounded-lg bg-white/20 ring-1 ring-white/40 transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <img src={url} alt="" loading="lazy" className="size-full object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
