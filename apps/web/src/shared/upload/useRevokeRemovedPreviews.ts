import { useEffect, useRef } from 'react';
import type { PastedImage } from './pastedImages';

const revokeObjectUrl = (url: string): void => URL.revokeObjectURL(url);

/**
 * Frees the `blob:` preview URL of every pasted image that leaves `images` (deleted, sent or
 * cleared), so a teacher pasting screenshots all day does not keep every one in memory. Previews
 * still listed are kept, also across unmounts: the box's images live in its slice and come back
 * with the page. `revoke` is injectable for tests.
 */
export function useRevokeRemovedPreviews(
  images: readonly PastedImage[],
  revoke: (url: string) => void = revokeObjectUrl,
): void {
  const shown = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const now = new Set(images.map((image) => image.previewUrl));
    for (const url of shown.current) {
      if (!now.has(url) && url.startsWith('blob:')) revoke(url);
    }
    shown.current = now;
  }, [images, revoke]);
}
