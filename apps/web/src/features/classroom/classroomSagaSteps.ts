import { isApiError } from '@aita/api';
import { put, select } from 'typed-redux-saga';
import { appPorts } from '../../shared/ports/context';
import { errorMessage } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import { selectClassroom } from './classroomSlice';

/** Small steps shared by the class page's sagas. */
export const failure = (error: unknown) => ({
  code: isApiError(error) ? error.code : 0,
  text: errorMessage(error),
});

export function* currentClassId() {
  return (yield* select(selectClassroom)).selectedId;
}

export function* success(text: string) {
  yield* put(toastShown({ kind: 'success', text }));
}

export function* download(blob: Blob, name: string) {
  const { files } = yield* appPorts();
  files.saveFile(blob, name);
}
