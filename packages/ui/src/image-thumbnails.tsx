import type * as React from 'react';
import { cn } from './cn';

/** One pasted image of {@link ImageThumbnails}. */
export interface ImageThumbnail {
  id: string;
  /** What to show: a local object URL while uploading, the uploaded link after. */
  src: string;
  status: 'uploading' | 'done' | 'failed';
  /** Why it failed (上传失败：…), shown as the tooltip. */
  error?: string;
}

/** Props of {@link ImageThumbnails}. */
export type ImageThumbnailsProps = React.ComponentProps<'ul'> & {
  images: readonly ImageThumbnail[];
  onRemove?: (id: string) => void;
};

/**
 * Pasted-image thumbnails with delete (spec §2 "New home"). Uploading images are dimmed with a
 * spinner; failed ones are marked and keep their delete button.
 */
export function ImageThumbnails({ images, onRemove, className, ...props }: ImageThumbnailsProps) {
  if (images.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="已粘贴的图片" {...props}>
      {images.map((image, index) => (
        <li
          key={image.id}
          data-status={image.status}
          title={image.error}
          className={cn(
            'group relative size-16 overflow-hidden rounded-xl bg-canvas ring-1',
            image.status === 'failed' ? 'ring-danger/60' : 'ring-line',
          )}
        >
          <img
            src={image.src}
            alt={`图片 ${index + 1}`}
            className={cn('size-full object-cover', image.status === 'uploading' && 'opacity-50')}
          />
          {image.status === 'uploading' ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 m-auto size-5 animate-spin-slow rounded-full border-2 border-white/70 border-t-primary-500"
            />
          ) : null}
          {image.status === 'failed' ? (
            <span className="absolute inset-x-0 bottom-0 bg-danger/85 py-0.5 text-center text-[10px] text-white">
              上传失败
            </span>
          ) : null}
          <button
            type="button"
            aria-label={`删除图片 ${index + 1}`}
            onClick={() => onRemove?.(image.id)}
            className="absolute top-1 right-1 inline-flex size-5 cursor-pointer items-center justify-center rounded-full bg-ink/70 text-xs leading-none text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
