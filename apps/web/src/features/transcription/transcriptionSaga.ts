import {
  deleteRecording,
  downloadRecording,
  downloadTranscript,
  fetchRecordings,
  fetchTranscript,
  fetchVoiceConfig,
  isApiError,
  startTranscription,
  uploadFile,
  type AudioTranscript,
} from '@aita/api';
import { AUDIO_PAGE_SIZE, TRANSCRIPTION_POLL_MS } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { poll, runLongFlow } from '../../shared/saga/longFlow';
import { apiClient, appPorts } from '../../shared/ports/context';
import { toastShown } from '../../shared/toast/toastSlice';
import {
  audioReady,
  audioReleased,
  configReceived,
  deleteRequested,
  exportFinished,
  exportRequested,
  listFailed,
  listReceived,
  openFailed,
  pageOpened,
  recordingClosed,
  recordingOpened,
  selectTranscription,
  transcriptReceived,
  uploadFinished,
  uploadRequested,
  uploadStageChanged,
} from './transcriptionSlice';

/** The player page of a recording (it survives a reload: the state is read again). */
export const recordingPath = (audioId: string) => `/transcription/${audioId}`;

/** The longest the page keeps asking after a transcription (a two-hour lesson, a slow service). */
export const TRANSCRIPTION_POLL_LIMIT_MS = 60 * 60 * 1000;

/** A recording of up to 200 MB up or down a slow school line. */
const LONG_TRANSFER_MS = 30 * 60 * 1000;

/** What the server can do, then the teacher's recordings. */
export function* loadPage() {
  const client = yield* apiClient();
  try {
    yield* put(configReceived(yield* call(fetchVoiceConfig, client)));
  } catch (error) {
    yield* toastError(error);
  }
  try {
    const page = yield* call(fetchRecordings, client, 1, AUDIO_PAGE_SIZE);
    yield* put(listReceived(page));
  } catch (error) {
    yield* put(listFailed());
    yield* toastError(error);
  }
}

/** Uploads the recording (file intake checks it), starts its transcription, opens its page. */
export function* upload(action: ReturnType<typeof uploadRequested>) {
  const { file, title, scene } = action.payload;
  const client = yield* apiClient();
  const { navigation } = yield* appPorts();
  try {
    // A large recording takes a while on a slow line: no 60 s timeout for the upload.
    const info = yield* call(
      uploadFile,
      client,
      { kind: 'audio' as const, file, name: file.name },
      { timeout: LONG_TRANSFER_MS },
    );
    yield* put(uploadStageChanged('正在检查录音'));
    const started = yield* call(startTranscription, client, {
      fileId: info.id,
      scene,
      ...(title.trim() ? { title: title.trim() } : {}),
    });
    navigation.navigate(recordingPath(started.audioId));
  } catch (error) {
    yield* toastError(error);
  } finally {
    yield* put(uploadFinished());
  }
}

const finished = (t: AudioTranscript) => t.state === 'done' || t.state === 'failed';

/** Opens a recording: its state, the poll while it runs, then its bytes for the player. */
export function* openRecording(action: ReturnType<typeof recordingOpened>) {
  const audioId = action.payload;
  const client = yield* apiClient();
  try {
    const first = yield* call(fetchTranscript, client, audioId);
    yield* put(transcriptReceived(first));
    if (!finished(first)) {
      const outcome = yield* runLongFlow(
        () =>
          poll({
            intervalMs: TRANSCRIPTION_POLL_MS,
            read: (signal) => fetchTranscript(client, audioId, { signal }),
            isDone: finished,
            onProgress: function* (t) {
              yield* put(transcriptReceived(t));
            },
            isTransient: (error) =>
              isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
          }),
        {
          cancelOn: [recordingClosed.type, recordingOpened.type],
          timeoutMs: TRANSCRIPTION_POLL_LIMIT_MS,
        },
      );
      if (outcome.kind === 'cancelled' || outcome.kind === 'timeout') return;
      if (outcome.kind === 'error') throw outcome.error;
    }
    const blob = yield* call(downloadRecording, client, audioId, {
      timeout: LONG_TRANSFER_MS,
      retries: 0,
    });
    const { audioId: open } = yield* select(selectTranscription);
    if (open === audioId) yield* put(audioReady(URL.createObjectURL(blob)));
  } catch (error) {
    yield* put(openFailed(errorMessage(error)));
  }
}

/** Frees the player's object URL when the page closes. */
export function* closeRecording() {
  const { audioUrl } = yield* select(selectTranscription);
  if (audioUrl) URL.revokeObjectURL(audioUrl);
  yield* put(audioReleased());
}

/** Downloads the transcript as .docx, .txt or .srt. */
export function* exportTranscript(action: ReturnType<typeof exportRequested>) {
  const client = yield* apiClient();
  const { files } = yield* appPorts();
  const { audioId, transcript } = yield* select(selectTranscription);
  try {
    if (!audioId || !transcript) return;
    const blob = yield* call(downloadTranscript, client, { audioId, format: action.payload });
    files.saveFile(blob, `${transcript.title}.${action.payload}`);
  } catch (error) {
    yield* toastError(error);
  } finally {
    yield* put(exportFinished());
  }
}

/** Deletes a recording and reloads the list. */
export function* remove(action: ReturnType<typeof deleteRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(deleteRecording, client, action.payload);
    yield* put(toastShown({ kind: 'success', text: '已删除' }));
    yield* put(pageOpened());
  } catch (error) {
    yield* toastError(error);
  }
}

/** The feature's watcher. */
export function* watchTranscription() {
  yield* takeLatest(pageOpened, loadPage);
  yield* takeLatest(uploadRequested, upload);
  yield* takeLatest(recordingOpened, openRecording);
  yield* takeEvery(recordingClosed, closeRecording);
  yield* takeLatest(exportRequested, exportTranscript);
  yield* takeEvery(deleteRequested, remove);
}
