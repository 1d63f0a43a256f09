import {
  assembleExamPaper,
  assembleExamPaperToBlueprint,
  copyExamPaper,
  deleteExamPaper,
  downloadExamPaperFile,
  downloadExamPaperWord,
  editExamPaper,
  fetchExamPaper,
  fetchExamPapers,
  fetchKnowledgeTree,
  fetchSharedExamPapers,
  fetchTextbookTree,
  saveExamPaper,
  saveExamPaperBlueprint,
  shareExamPaper,
} from '@aita/api';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../shared/ports/context';
import { errorMessage, toastError } from '../../shared/saga/errorToast';
import { basketCleared } from '../questionBank';
import {
  fileRequested,
  assemblyNoted,
  assemblyRequested,
  blueprintAssemblyRequested,
  blueprintTargetSaved,
  basketPaperRequested,
  downloadFinished,
  paperCopied,
  paperDeleted,
  paperEdited,
  paperFailed,
  paperOpened,
  paperReceived,
  papersFailed,
  papersOpened,
  papersReceived,
  paperSaved,
  paperShared,
  selectExamPaper,
  sharedReceived,
  textbookReceived,
  treeReceived,
  treeRequested,
  wordRequested,
} from './examPaperSlice';

/** The paper editor's address. */
export const paperPath = (paperId: number) => `/exam-paper/edit/${paperId}`;

function* loadList() {
  const client = yield* apiClient();
  try {
    yield* put(papersReceived(yield* call(fetchExamPapers, client, 1)));
  } catch (error) {
    yield* put(papersFailed(errorMessage(error)));
  }
  try {
    yield* put(sharedReceived((yield* call(fetchSharedExamPapers, client, 1)).list));
  } catch (_error) {
    // No current school (40003): nothing is shared with this teacher.
    yield* put(sharedReceived([]));
  }
}

function* share(action: ReturnType<typeof paperShared>) {
  const client = yield* apiClient();
  try {
    yield* put(paperReceived(yield* call(shareExamPaper, client, yield* openId(), action.payload)));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

function* loadPaper(action: ReturnType<typeof paperOpened>) {
  const client = yield* apiClient();
  try {
    yield* put(paperReceived(yield* call(fetchExamPaper, client, action.payload)));
  } catch (error) {
    yield* put(paperFailed(errorMessage(error)));
  }
}

/** The open paper's id (edits and downloads act on it). */
function* openId() {
  const { paper } = yield* select(selectExamPaper);
  return paper?.paperId ?? 0;
}

function* edit(action: ReturnType<typeof paperEdited>) {
  const client = yield* apiClient();
  try {
    yield* put(paperReceived(yield* call(editExamPaper, client, yield* openId(), action.payload)));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

function* save(action: ReturnType<typeof paperSaved>) {
  const client = yield* apiClient();
  try {
    yield* put(paperReceived(yield* call(saveExamPaper, client, action.payload)));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

/** Makes a paper of the basket's questions, empties the basket and opens the editor. */
function* fromBasket(action: ReturnType<typeof basketPaperRequested>) {
  const client = yield* apiClient();
  const { navigation } = yield* appPorts();
  try {
    const paper = yield* call(saveExamPaper, client, action.payload);
    yield* put(paperReceived(paper));
    yield* put(basketCleared());
    navigation.navigate(paperPath(paper.paperId));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

function* assemble(action: ReturnType<typeof assemblyRequested>) {
  const client = yield* apiClient();
  const { navigation } = yield* appPorts();
  try {
    const { paper, notes } = yield* call(assembleExamPaper, client, action.payload);
    yield* put(paperReceived(paper));
    yield* put(assemblyNoted(notes));
    navigation.navigate(paperPath(paper.paperId));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

/** 按双向细目表组卷: the new paper opens with the notes on the cells the bank could not fill. */
function* assembleBlueprint(action: ReturnType<typeof blueprintAssemblyRequested>) {
  const client = yield* apiClient();
  const { navigation } = yield* appPorts();
  try {
    const { paper, notes } = yield* call(assembleExamPaperToBlueprint, client, action.payload);
    yield* put(paperReceived(paper));
    yield* put(assemblyNoted(notes));
    navigation.navigate(paperPath(paper.paperId));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

/** Saves the open paper's 双向细目表 target; the paper answered shows it against the target. */
function* saveTarget(action: ReturnType<typeof blueprintTargetSaved>) {
  const client = yield* apiClient();
  const target = action.payload && {
    cells: action.payload.cells.map(({ pointId, type, count, score }) => ({
      pointId,
      type,
      count,
      score,
    })),
    levels: action.payload.levels,
  };
  try {
    yield* put(paperReceived(yield* call(saveExamPaperBlueprint, client, yield* openId(), target)));
  } catch (error) {
    yield* put(paperFailed(yield* toastError(error)));
  }
}

function* download(action: ReturnType<typeof wordRequested> | ReturnType<typeof fileRequested>) {
  const client = yield* apiClient();
  const { files } = yield* appPorts();
  const { paper } = yield* select(selectExamPaper);
  if (!paper) return;
  try {
    if (wordRequested.match(action)) {
      const { layout, withAnswers, withBlueprint = false } = action.payload;
      const blob = yield* call(downloadExamPaperWord, client, {
        paperId: paper.paperId,
        layout,
        withAnswers,
        withBlueprint,
      });
      const extras = `${withAnswers ? '，含答案' : ''}${withBlueprint ? '，含细目表' : ''}`;
      files.saveFile(blob, `${paper.title}（${layout}${extras}）.docx`);
    } else {
      const kind = action.payload;
      const blob = yield* call(downloadExamPaperFile, client, { paperId: paper.paperId, kind });
      files.saveFile(
        blob,
        `${paper.title}（${kind === 'answers' ? '答案与解析' : '答题卡'}）.docx`,
      );
    }
  } catch (error) {
    yield* toastError(error);
  }
  yield* put(downloadFinished());
}

function* copy(action: ReturnType<typeof paperCopied>) {
  const client = yield* apiClient();
  try {
    yield* call(copyExamPaper, client, action.payload.paperId, action.payload.variant);
  } catch (error) {
    yield* toastError(error);
  }
  yield* put(papersOpened());
}

function* remove(action: ReturnType<typeof paperDeleted>) {
  const client = yield* apiClient();
  try {
    yield* call(deleteExamPaper, client, action.payload);
  } catch (error) {
    yield* toastError(error);
  }
  yield* put(papersOpened());
}

/**
 * The 初中数学 knowledge tree and textbook map for smart assembly (学段 2, 学科 2: the seeded
 * bank); a failure leaves either empty (the form then offers nothing to pick there).
 */
function* loadTree() {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(fetchKnowledgeTree, client, 2, 2);
    yield* put(treeReceived(list));
  } catch (_error) {
    yield* put(treeReceived([]));
  }
  try {
    const { list } = yield* call(fetchTextbookTree, client, 2, 2);
    yield* put(textbookReceived(list));
  } catch (_error) {
    yield* put(textbookReceived([]));
  }
}

/** The exam-paper pages' watcher. Edits run one after another, so none is lost. */
export function* watchExamPaper() {
  yield* takeLatest(papersOpened, loadList);
  yield* takeLatest(paperOpened, loadPaper);
  yield* takeEvery(paperEdited, edit);
  yield* takeEvery(paperSaved, save);
  yield* takeLatest(paperShared, share);
  yield* takeLatest(basketPaperRequested, fromBasket);
  yield* takeLatest(assemblyRequested, assemble);
  yield* takeLatest(blueprintAssemblyRequested, assembleBlueprint);
  yield* takeLatest([wordRequested, fileRequested], download);
  yield* takeLatest(blueprintTargetSaved, saveTarget);
  yield* takeEvery(paperCopied, copy);
  yield* takeEvery(paperDeleted, remove);
  yield* takeLatest(treeRequested, loadTree);
}
