import { MSG_COPY_OK, MSG_OPERATION_FAILED } from '@aita/core';
import { call, put, select } from 'typed-redux-saga';
import { toastShown } from '../../../shared/toast/toastSlice';
import { uploadPastedImage } from '../../../shared/upload/uploadSaga';
import { loginRequested, selectIsLoggedIn } from '../../identity';
import {
  imageRemoved,
  imageUploaded,
  imageUploadFailed,
  type answerCopied,
  type imagePasted,
} from '../chatSlice';

/**
 * A pasted image (spec §4): anonymous teachers get the login instead (the upload credential
 * needs it, §6); otherwise the shared upload flow of the new home (compress, credential,
 * ali-oss; §8 failures keep an empty link and are not sent).
 */
export function* onImagePasted(action: ReturnType<typeof imagePasted>) {
  const loggedIn = yield* select(selectIsLoggedIn);
  if (!loggedIn) {
    yield* put(imageRemoved(action.payload.id));
    yield* put(loginRequested({ reason: 'chat' }));
    return;
  }
  yield* call(uploadPastedImage, action.payload, {
    uploaded: imageUploaded,
    failed: imageUploadFailed,
  });
}

/** 复制: 复制成功, or 操作失败，请重试 when the clipboard refused. */
export function* onCopied(action: ReturnType<typeof answerCopied>) {
  yield* put(
    toastShown(
      action.payload.ok
        ? { kind: 'success', text: MSG_COPY_OK }
        : { kind: 'error', text: MSG_OPERATION_FAILED },
    ),
  );
}
