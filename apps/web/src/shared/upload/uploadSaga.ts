import { isChineseText, MSG_INVALID_IMAGE, msgUploadFailed } from '@aita/core';
import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import type { AppServices } from '../../app/services';
import { toastShown } from '../toast/toastSlice';
import { compressImage, type ImageCompressor } from './compressImage';
import { takePastedFile, type PastedImageInfo } from './pastedImages';

/** The actions a question box's slice answers an upload with. */
export interface PastedImageActions {
  uploaded: PayloadActionCreator<{ id: string; url: string }>;
  failed: PayloadActionCreator<{ id: string; error: string }>;
}

/** `Name.png` → `Name.jpg`: what was compressed is a JPEG. */
export function jpegNameOf(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
}

/**
 * §4 "Pasted images are uploaded": compress (§5: 0.8, JPEG 0.6), upload with a temporary
 * credential (§7, ali-oss loaded on first use by `services.uploadImage`), then `uploaded` with
 * the link — or `failed` with 无效图片 / 获取上传凭证失败 / 上传失败：{reason} and the same
 * text as an error toast; the failed image keeps an empty link (§8). Used by the new home and
 * the chat.
 */
export function* uploadPastedImage(
  services: Pick<AppServices, 'uploadImage'>,
  image: Pick<PastedImageInfo, 'id' | 'name'>,
  actions: PastedImageActions,
  compress: ImageCompressor = compressImage,
) {
  const { id, name } = image;
  const file = takePastedFile(id);
  try {
    if (!file) throw new Error(MSG_INVALID_IMAGE);
    const compressed = yield* call(compress, file);
    const url = yield* call([services, services.uploadImage], compressed, jpegNameOf(name));
    yield* put(actions.uploaded({ id, url }));
  } catch (error) {
    // Our own failures carry §8 texts; anything else (a chunk that failed to load, a library's
    // English message) becomes 上传失败：未知错误.
    const text =
      error instanceof Error && isChineseText(error.message) ? error.message : msgUploadFailed();
    yield* put(actions.failed({ id, error: text }));
    yield* put(toastShown({ kind: 'error', text }));
  }
}
