import { fetchQuestionImageLink, uploadFile } from '@aita/api';
import { call, put, takeLatest } from 'typed-redux-saga';
import { errorMessage } from '../../shared/saga/errorToast';
import { apiClient } from '../../shared/ports/context';
import { imagePasteFailed, imagePasteFinished, imagePasteRequested } from './imagePasteSlice';

/** The name a pasted image is uploaded under (a screenshot has none of its own). */
export function pastedImageName(file: File): string {
  if (/\.(png|jpe?g|gif|webp)$/i.test(file.name)) return file.name;
  const ext = /^image\/(png|jpeg|gif|webp)$/.exec(file.type)?.[1] ?? 'png';
  return `粘贴的图片.${ext === 'jpeg' ? 'jpg' : ext}`;
}

/**
 * Uploads a pasted image through `/v1/file/upload` (kind `image`: the server checks type and
 * size) and asks the bank for its markup (`/v1/tiku/question/image`); a refusal is its message.
 */
export function* pasteImage(action: ReturnType<typeof imagePasteRequested>) {
  const client = yield* apiClient();
  const { file } = action.payload;
  try {
    const uploaded = yield* call(uploadFile, client, {
      kind: 'image' as const,
      file,
      name: pastedImageName(file),
    });
    const { markup } = yield* call(fetchQuestionImageLink, client, uploaded.id);
    yield* put(imagePasteFinished(markup));
  } catch (error) {
    yield* put(imagePasteFailed(errorMessage(error)));
  }
}

export function* watchImagePaste() {
  yield* takeLatest(imagePasteRequested, pasteImage);
}
