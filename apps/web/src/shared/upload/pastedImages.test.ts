import { describe, expect, it } from 'vitest';
import {
  holdPastedImages,
  isUploading,
  pastedImageReducers,
  takePastedFile,
  thumbnailsOf,
  uploadedLinks,
  type PastedImage,
} from './pastedImages';
import { jpegNameOf } from './uploadSaga';

/** A paste event carrying these clipboard items. */
function pasteOf(items: { kind: string; type: string; file: File | null }[]) {
  let prevented = false;
  return {
    event: {
      clipboardData: {
        items: items.map((item) => ({
          kind: item.kind,
          type: item.type,
          getAsFile: () => item.file,
        })) as unknown as DataTransferItemList,
      },
      preventDefault: () => {
        prevented = true;
      },
    },
    prevented: () => prevented,
  };
}

describe(holdPastedImages, () => {
  it('holds the image files of a paste under new ids, with previews, and prevents the default', () => {
    const png = new File([new Uint8Array([1, 2, 3])], 'board.png', { type: 'image/png' });
    const paste = pasteOf([
      { kind: 'string', type: 'text/plain', file: null },
      { kind: 'file', type: 'image/png', file: png },
      { kind: 'file', type: 'application/pdf', file: new File(['x'], 'a.pdf') },
    ]);
    const held = holdPastedImages(paste.event);
    expect(held).toHaveLength(1);
    expect(held[0]?.name).toBe('board.png');
    expect(held[0]?.previewUrl).toMatch(/^blob:/);
    expect(paste.prevented()).toBe(true);
    expect(takePastedFile(held[0]?.id ?? '')).toBe(png);
    expect(takePastedFile(held[0]?.id ?? '')).toBeUndefined();
  });

  it('leaves a text paste alone', () => {
    const paste = pasteOf([{ kind: 'string', type: 'text/plain', file: null }]);
    expect(holdPastedImages(paste.event)).toEqual([]);
    expect(paste.prevented()).toBe(false);
  });
});

describe('pastedImageReducers', () => {
  it('tracks uploads; failed images keep an empty link and are not sent (§8)', () => {
    const images: PastedImage[] = [];
    pastedImageReducers.added(images, { id: 'a', name: 'a.png', previewUrl: 'blob:a' });
    pastedImageReducers.added(images, { id: 'b', name: 'b.png', previewUrl: 'blob:b' });
    pastedImageReducers.added(images, { id: 'c', name: 'c.png', previewUrl: 'blob:c' });
    expect(isUploading(images)).toBe(true);
    pastedImageReducers.uploaded(images, { id: 'a', url: '/oss/a.jpg' });
    pastedImageReducers.failed(images, { id: 'b', error: '上传失败：未知错误' });
    pastedImageReducers.removed(images, 'c');
    expect(isUploading(images)).toBe(false);
    expect(uploadedLinks(images)).toEqual(['/oss/a.jpg']);
    expect(thumbnailsOf(images)).toEqual([
      { id: 'a', src: 'blob:a', status: 'done', error: undefined },
      { id: 'b', src: 'blob:b', status: 'failed', error: '上传失败：未知错误' },
    ]);
  });
});

describe(jpegNameOf, () => {
  it('names the compressed file as a JPEG', () => {
    expect(jpegNameOf('board.png')).toBe('board.jpg');
    expect(jpegNameOf('.png')).toBe('image.jpg');
    expect(jpegNameOf('截图')).toBe('截图.jpg');
  });
});
