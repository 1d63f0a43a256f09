import {
  fetchKnowledgeTree,
  fetchTextbookTree,
  fetchQuestionFavourites,
  fetchQuestions,
  fetchQuestionFilterOptions,
  importQuestionDocx,
  isApiError,
  removeQuestion,
  saveQuestion,
  type QuestionQuery,
} from '@aita/api';
import { QUESTION_PAGE_SIZE } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { errorMessage } from '../../shared/saga/errorToast';
import { apiClient } from '../../shared/ports/context';
import {
  bankOpened,
  subjectChanged,
  viewChanged,
  chapterSelected,
  textbookReceived,
  difficultyChanged,
  filterOptionsReceived,
  regionChanged,
  yearChanged,
  keywordSubmitted,
  knowledgePointSelected,
  pageChanged,
  periodChanged,
  questionsFailed,
  questionsReceived,
  questionsRequested,
  selectBank,
  treeReceived,
  typeChanged,
  questionSaveRequested,
  questionSaved,
  questionSaveFailed,
  questionRemoveRequested,
  importRequested,
  importFinished,
  importFailed,
} from './questionBankSlice';

/** Loads the knowledge tree of the chosen 学段 and 学科; a failure leaves the tree empty. */
export function* loadTree() {
  const client = yield* apiClient();
  const { period, subject } = yield* select(selectBank);
  try {
    const { list } = yield* call(fetchKnowledgeTree, client, period, subject);
    yield* put(treeReceived(list));
  } catch (_error) {
    yield* put(treeReceived([]));
  }
}

/** Loads the textbook map of the chosen 学段 and 学科; a failure leaves it empty (the tab says so). */
export function* loadTextbook() {
  const client = yield* apiClient();
  const { period, subject } = yield* select(selectBank);
  try {
    const { list } = yield* call(fetchTextbookTree, client, period, subject);
    yield* put(textbookReceived(list));
  } catch (_error) {
    yield* put(textbookReceived([]));
  }
}

/** Loads the 年份/地区 options of the chosen bank, 学段 and 学科; a failure offers none. */
export function* loadFilterOptions() {
  const client = yield* apiClient();
  const { period, subject, scope } = yield* select(selectBank);
  try {
    const options = yield* call(fetchQuestionFilterOptions, client, { period, subject, scope });
    yield* put(filterOptionsReceived(options));
  } catch (_error) {
    yield* put(filterOptionsReceived({ years: [], regions: [] }));
  }
}

/**
 * Loads the page of questions the filters describe (`/v2/aitalk/question/infos`), or in 我的收藏
 * the page of starred questions (`/v1/tiku/question/favourites`, newest first).
 */
export function* loadQuestions() {
  const client = yield* apiClient();
  const s = yield* select(selectBank);
  yield* put(questionsRequested());
  try {
    if (s.view === 'favourites') {
      const starred = yield* call(fetchQuestionFavourites, client, {
        period: s.period,
        subject: s.subject,
        type: s.type ?? undefined,
        difficulty: s.difficulty ?? undefined,
        page: s.page,
        pageSize: QUESTION_PAGE_SIZE,
      });
      yield* put(questionsReceived(starred));
      return;
    }
    const page = yield* call(fetchQuestions, client, {
      period: s.period,
      subject: s.subject,
      knowledgePointId: s.knowledgePointId ?? undefined,
      chapterId: s.chapterId ?? undefined,
      type: s.type ?? undefined,
      difficulty: s.difficulty ?? undefined,
      year: s.year ?? undefined,
      region: (s.region ?? undefined) as QuestionQuery['region'],
      keyword: s.keyword === '' ? undefined : s.keyword,
      scope: s.scope,
      page: s.page,
      pageSize: QUESTION_PAGE_SIZE,
    });
    yield* put(questionsReceived(page));
  } catch (error) {
    yield* put(
      questionsFailed({ code: isApiError(error) ? error.code : 0, text: errorMessage(error) }),
    );
  }
}

/** Saves the editor's question in the school bank, then reloads the list. */
export function* saveEditedQuestion(action: ReturnType<typeof questionSaveRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(saveQuestion, client, action.payload);
    yield* put(questionSaved());
    yield* call(loadQuestions);
  } catch (error) {
    yield* put(questionSaveFailed(errorMessage(error)));
  }
}

/** Removes a question (its author or the school admin), then reloads the list. */
export function* removeSchoolQuestion(action: ReturnType<typeof questionRemoveRequested>) {
  const client = yield* apiClient();
  try {
    yield* call(removeQuestion, client, action.payload);
  } catch (error) {
    yield* put(questionSaveFailed(errorMessage(error)));
  }
  yield* call(loadQuestions);
}

/** Imports a `.docx` into the school bank with the chosen defaults, then reloads the list. */
export function* importDocx(action: ReturnType<typeof importRequested>) {
  const client = yield* apiClient();
  const { period, subject } = yield* select(selectBank);
  const { file, ...defaults } = action.payload;
  try {
    const result = yield* call(importQuestionDocx, client, {
      file,
      name: file.name,
      period,
      subject,
      ...defaults,
    });
    yield* put(importFinished(result));
    yield* call(loadQuestions);
  } catch (error) {
    yield* put(importFailed(errorMessage(error)));
  }
}

/** The page's watcher: the tree per 学段, the list on every filter or page change (latest wins). */
export function* watchQuestionBank() {
  yield* takeLatest([bankOpened, periodChanged, subjectChanged], loadTree);
  yield* takeLatest([bankOpened, periodChanged, subjectChanged], loadTextbook);
  yield* takeLatest(
    [bankOpened, periodChanged, subjectChanged, questionSaved, importFinished],
    loadFilterOptions,
  );
  yield* takeLatest(
    [
      bankOpened,
      periodChanged,
      subjectChanged,
      viewChanged,
      knowledgePointSelected,
      chapterSelected,
      typeChanged,
      difficultyChanged,
      yearChanged,
      regionChanged,
      keywordSubmitted,
      pageChanged,
    ],
    loadQuestions,
  );
  yield* takeEvery(questionSaveRequested, saveEditedQuestion);
  yield* takeEvery(questionRemoveRequested, removeSchoolQuestion);
  yield* takeLatest(importRequested, importDocx);
}
