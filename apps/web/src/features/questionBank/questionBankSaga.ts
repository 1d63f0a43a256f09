import { fetchKnowledgeTree, fetchQuestions, isApiError } from '@aita/api';
import { QUESTION_PAGE_SIZE } from '@aita/core';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { errorMessage } from '../../shared/saga/errorToast';
import { apiClient } from '../../shared/ports/context';
import {
  bankOpened,
  BANK_SUBJECT,
  difficultyChanged,
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
} from './questionBankSlice';

/** Loads the knowledge tree of the chosen 学段; a failure leaves the tree empty. */
export function* loadTree() {
  const client = yield* apiClient();
  const { period } = yield* select(selectBank);
  try {
    const { list } = yield* call(fetchKnowledgeTree, client, period, BANK_SUBJECT);
    yield* put(treeReceived(list));
  } catch (_error) {
    yield* put(treeReceived([]));
  }
}

/** Loads the page of questions the filters describe (`/v2/aitalk/question/infos`). */
export function* loadQuestions() {
  const client = yield* apiClient();
  const s = yield* select(selectBank);
  yield* put(questionsRequested());
  try {
    const page = yield* call(fetchQuestions, client, {
      period: s.period,
      subject: BANK_SUBJECT,
      knowledgePointId: s.knowledgePointId ?? undefined,
      type: s.type ?? undefined,
      difficulty: s.difficulty ?? undefined,
      keyword: s.keyword === '' ? undefined : s.keyword,
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

/** The page's watcher: the tree per 学段, the list on every filter or page change (latest wins). */
export function* watchQuestionBank() {
  yield* takeLatest([bankOpened, periodChanged], loadTree);
  yield* takeLatest(
    [
      bankOpened,
      periodChanged,
      knowledgePointSelected,
      typeChanged,
      difficultyChanged,
      keywordSubmitted,
      pageChanged,
    ],
    loadQuestions,
  );
}
