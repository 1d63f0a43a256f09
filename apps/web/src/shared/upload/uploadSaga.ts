import type { ApiClient } from '@aita/api';
import { isChineseText, MSG_INVALID_IMAGE, msgUploadFailed } from '@aita/core';
import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { apiClient, appPorts } from '../ports/context';
import { toastShown } from '../toast/toastSlice';
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
 * Uploads one image with a fresh credential (`GET /v1/oss/token/get` + ali-oss). ali-oss is
 * ~177 KB gzip: `ossUpload` is loaded only when a teacher first pastes an image.
 */
async function uploadImage(client: ApiClient, file: Blob, name: string): Promise<string> {
  return (await import('./ossUpload')).uploadToOss(client, file, name);
}

/**
 * §4 "Pasted images are uploaded": compress (§5: 0.8, JPEG 0.6, the `compressImage` port),
 * upload with a temporary credential (§7, ali-oss loaded on first use), then `uploaded` with
 * the link — or `failed` with 无效图片 / 获取上传凭证失败 / 上传失败：{reason} and the same
 * text as an error toast; the failed image keeps an empty link (§8). Used by the new home and
 * the chat.
 */
export function* uploadPastedImage(
  image: Pick<PastedImageInfo, 'id' | 'name'>,
  actions: PastedImageActions,
) {
  const { id, name } = image;
  const file = takePastedFile(id);
  const client = yield* apiClient();
  const { compressImage } = yield* appPorts();
  try {
    if (!file) throw new Error(MSG_INVALID_IMAGE);
    const compressed = yield* call(compressImage, file);
    const url = yield* call(uploadImage, client, compressed, jpegNameOf(name));
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
