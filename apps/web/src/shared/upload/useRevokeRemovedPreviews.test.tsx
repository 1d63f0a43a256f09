// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PastedImage } from './pastedImages';
import { useRevokeRemovedPreviews } from './useRevokeRemovedPreviews';

const image = (id: string): PastedImage => ({
  id,
  previewUrl: `blob:http://127.0.0.1/${id}`,
  status: 'done',
  url: `/oss/uploads/1/20261121/${id}.jpg`,
});

describe(useRevokeRemovedPreviews, () => {
  it('revokes the previews of images that left the box, once, and keeps the others', () => {
    const revoked: string[] = [];
    const revoke = (url: string) => revoked.push(url);
    const [a, b, c] = [image('a'), image('b'), image('c')];
    const { rerender, unmount } = renderHook(
      ({ images }) => useRevokeRemovedPreviews(images, revoke),
      { initialProps: { images: [a, b] } },
    );
    expect(revoked).toEqual([]);
    rerender({ images: [a, b, c] });
    expect(revoked).toEqual([]);
    rerender({ images: [a, c] }); // b deleted
    expect(revoked).toEqual([b.previewUrl]);
    rerender({ images: [] }); // sent: the box is cleared
    expect(revoked.sort()).toEqual([a.previewUrl, b.previewUrl, c.previewUrl].sort());
    // Unmounting with images still in the slice frees nothing (they come back with the page).
    const kept: string[] = [];
    const second = renderHook(() => useRevokeRemovedPreviews([a], (url) => kept.push(url)));
    second.unmount();
    unmount();
    expect(kept).toEqual([]);
  });
});
