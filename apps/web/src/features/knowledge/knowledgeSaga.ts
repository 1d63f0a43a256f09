import {
  addKnowledgeFile,
  addKnowledgeUrl,
  deleteKnowledgeDocument,
  fetchKnowledgeDocument,
  fetchKnowledgeDocuments,
  fetchKnowledgeLibraries,
  uploadFile,
} from '@aita/api';
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { toastShown } from '../../shared/toast/toastSlice';
import {
  addFinished,
  answerDelta,
  answerEnded,
  answerStarted,
  askFailed,
  docFailed,
  docOpened,
  docReceived,
  documentDeleted,
  documentsReceived,
  fileChosen,
  librariesReceived,
  libraryClosed,
  libraryOpened,
  listFailed,
  questionAsked,
  selectKnowledge,
  urlSubmitted,
} from './knowledgeSlice';
import { createKnowledgeChannel } from './knowledgeChannel';

/** How often the list is read again while a document is being indexed. */
export const POLL_MS = 1500;

/** The viewer's address, opened on a passage. */
export const documentPath = (documentId: string, passageId?: string) =>
  `/knowledge/doc/${documentId}${passageId ? `?passage=${passageId}` : ''}`;

function* loadDocuments(libraryId: string) {
  const client = yield* apiClient();
  const documents = yield* call(fetchKnowledgeDocuments, client, libraryId);
  yield* put(documentsReceived({ libraryId, documents }));
  return documents;
}

/** Reads the libraries and the chosen one's documents; polls while any is being indexed. */
function* openLibrary(action: ReturnType<typeof libraryOpened>) {
  const client = yield* apiClient();
  try {
    const libraries = yield* call(fetchKnowledgeLibraries, client);
    yield* put(librariesReceived(libraries));
    const chosen =
      libraries.find((l) => l.id === action.payload) ?? libraries.find((l) => !l.builtin);
    if (!chosen) return;
    let documents = yield* loadDocuments(chosen.id);
    while (documents.some((d) => d.status === 'pending')) {
      yield* delay(POLL_MS);
      documents = yield* loadDocuments(chosen.id);
    }
  } catch (error) {
    yield* put(listFailed(errorMessage(error)));
  }
}

/** The library documents are added to: the open one, else the teacher's first. */
function* targetLibrary() {
  const { libraryId, libraries } = yield* select(selectKnowledge);
  const open = libraries.find((l) => l.id === libraryId);
  // The built-in library and a 学校资料库 are read-only here.
  const writable = (l: (typeof libraries)[number]) => !l.builtin && !l.school;
  return open && writable(open) ? open.id : libraries.find(writable)?.id;
}

function* addFile(action: ReturnType<typeof fileChosen>) {
  const client = yield* apiClient();
  try {
    const libraryId = yield* targetLibrary();
    if (!libraryId) return;
    const file = action.payload;
    const uploaded = yield* call(uploadFile, client, {
      kind: 'document' as const,
      file,
      name: file.name,
    });
    yield* call(addKnowledgeFile, client, { libraryId, fileId: uploaded.id });
    yield* put(toastShown({ kind: 'success', text: '已加入资料库，正在建立索引' }));
    yield* put(libraryOpened(libraryId));
  } catch (error) {
    yield* toastError(error);
  } finally {
    yield* put(addFinished());
  }
}

function* addUrl(action: ReturnType<typeof urlSubmitted>) {
  const client = yield* apiClient();
  try {
    const libraryId = yield* targetLibrary();
    if (!libraryId) return;
    yield* call(addKnowledgeUrl, client, { libraryId, url: action.payload });
    yield* put(toastShown({ kind: 'success', text: '已加入资料库，正在读取网页' }));
    yield* put(libraryOpened(libraryId));
  } catch (error) {
    yield* toastError(error);
  } finally {
    yield* put(addFinished());
  }
}

function* removeDocument(action: ReturnType<typeof documentDeleted>) {
  const client = yield* apiClient();
  try {
    yield* call(deleteKnowledgeDocument, client, action.payload);
  } catch (error) {
    yield* toastError(error);
  }
}

/** Asks on the stream: the passages first, then the answer as it is written (docs/knowledge.md). */
function* ask(action: ReturnType<typeof questionAsked>) {
  const client = yield* apiClient();
  const channel = yield* call(createKnowledgeChannel, client, action.payload);
  try {
    for (;;) {
      const event = yield* take(channel);
      if (event.kind === 'hits') yield* put(answerStarted(event.hits));
      else if (event.kind === 'delta') yield* put(answerDelta(event.text));
      else if (event.kind === 'end') yield* put(answerEnded(event.status));
      else {
        yield* put(askFailed());
        yield* toastError(event.error);
      }
    }
  } finally {
    channel.close();
  }
}

function* openDocument(action: ReturnType<typeof docOpened>) {
  const client = yield* apiClient();
  try {
    yield* put(docReceived(yield* call(fetchKnowledgeDocument, client, action.payload)));
  } catch (error) {
    yield* put(docFailed(errorMessage(error)));
  }
}

/** The knowledge pages' saga: one library load at a time (the latest wins). */
export function* watchKnowledge() {
  yield* takeLatest(libraryOpened.type, function* (action: ReturnType<typeof libraryOpened>) {
    // A new open cancels the previous poll (takeLatest); leaving the page stops it too.
    yield* race({ load: call(openLibrary, action), stop: take(libraryClosed.type) });
  });
  yield* takeEvery(fileChosen.type, addFile);
  yield* takeEvery(urlSubmitted.type, addUrl);
  yield* takeEvery(documentDeleted.type, removeDocument);
  yield* takeLatest(questionAsked.type, ask);
  yield* takeLatest(docOpened.type, openDocument);
}
