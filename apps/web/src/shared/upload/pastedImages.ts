import type { ImageThumbnail } from '@aita/ui';

/**
 * Pasted images of a question box (spec §2 "Pasted-image thumbnails with delete", §4, §8),
 * shared by the new home and the chat: each box keeps a `PastedImage[]` in its slice and uses
 * these helpers; the files themselves stay outside Redux (not serialisable).
 */

/** Shown when a send is tried while pasted images are still uploading. */
export const MSG_IMAGES_UPLOADING = '图片上传中，请稍候';

/** A pasted image: a local preview while it uploads, its public link once uploaded. */
export interface PastedImage {
  id: string;
  previewUrl: string;
  status: 'uploading' | 'done' | 'failed';
  /** The uploaded link; '' when the upload failed (§8). */
  url: string;
  error?: string;
}

/** What a paste adds: the id of the held file, its name and a local preview URL. */
export interface PastedImageInfo {
  id: string;
  name: string;
  previewUrl: string;
}

const files = new Map<string, Blob>();
let sequence = 0;

/** Keeps a pasted file until the upload saga takes it. */
export function holdPastedFile(id: string, file: Blob): void {
  files.set(id, file);
}

/** Takes (and forgets) a pasted file. */
export function takePastedFile(id: string): Blob | undefined {
  const file = files.get(id);
  files.delete(id);
  return file;
}

/** Forgets every held file (logout: nothing pasted by one teacher waits for the next). */
export function forgetPastedFiles(): void {
  files.clear();
}

/** The part of a paste event read here (React's and the DOM's both fit). */
interface PasteLike {
  clipboardData: Pick<DataTransfer, 'items'> | null;
  preventDefault(): void;
}

/**
 * The image files of a paste: each is held for the upload saga under a new id and gets a
 * preview URL. When there are any, the paste's default (inserting nothing useful) is
 * prevented; text pastes are left alone and give `[]`.
 */
export function holdPastedImages(event: PasteLike): PastedImageInfo[] {
  const items = event.clipboardData ? [...event.clipboardData.items] : [];
  const pasted = items
    .filter((item) => item.kind === 'file' && item.type.startsWith('image/'))
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
  if (pasted.length === 0) return [];
  event.preventDefault();
  return pasted.map((file) => {
    sequence += 1;
    const id = `img-${Date.now()}-${sequence}`;
    holdPastedFile(id, file);
    return { id, name: file.name || 'image.png', previewUrl: URL.createObjectURL(file) };
  });
}

/** Case reducers on a box's `PastedImage[]` (Immer drafts): pasted, uploaded, failed, removed. */
export const pastedImageReducers = {
  added(images: PastedImage[], info: PastedImageInfo): void {
    images.push({ id: info.id, previewUrl: info.previewUrl, status: 'uploading', url: '' });
  },
  uploaded(images: PastedImage[], { id, url }: { id: string; url: string }): void {
    const image = images.find((item) => item.id === id);
    if (image) {
      image.status = 'done';
      image.url = url;
    }
  },
  /** §8: the failed image keeps an empty link (and is not sent). */
  failed(images: PastedImage[], { id, error }: { id: string; error: string }): void {
    const image = images.find((item) => item.id === id);
    if (image) {
      image.status = 'failed';
      image.url = '';
      image.error = error;
    }
  },
  removed(images: PastedImage[], id: string): void {
    const index = images.findIndex((item) => item.id === id);
    if (index >= 0) images.splice(index, 1);
  },
};

/** True while any image is still uploading (the send waits, §4). */
export function isUploading(images: readonly PastedImage[]): boolean {
  return images.some((image) => image.status === 'uploading');
}

/** The links to send: uploaded images only, in paste order (failed ones have none, §8). */
export function uploadedLinks(images: readonly PastedImage[]): string[] {
  return images.filter((image) => image.url !== '').map((image) => image.url);
}

/** The props of `@aita/ui`'s `ImageThumbnails` for a box's images. */
export function thumbnailsOf(images: readonly PastedImage[]): ImageThumbnail[] {
  return images.map((image) => ({
    id: image.id,
    src: image.previewUrl,
    status: image.status,
    error: image.error,
  }));
}

/**
 * The image files chosen with 上传图片 (a phone cannot paste a screenshot easily): held and
 * previewed exactly as pasted ones, so the same upload saga (§5 compression 0.8 / JPEG 0.6)
 * takes them. Files that are not images are left out here; the upload still checks each one.
 */
export function holdChosenImages(files: Iterable<File>): PastedImageInfo[] {
  return [...files]
    .filter((file) => file.type === '' || file.type.startsWith('image/'))
    .map((file) => {
      sequence += 1;
      const id = `img-${Date.now()}-${sequence}`;
      holdPastedFile(id, file);
      return { id, name: file.name || 'image.png', previewUrl: URL.createObjectURL(file) };
    });
}
