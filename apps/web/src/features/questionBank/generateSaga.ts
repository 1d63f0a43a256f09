import { fetchKnowledgeTree, generateQuestions, saveQuestion } from '@aita/api';
import { AI_QUESTION_SOURCE } from '@aita/core';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { apiClient } from '../../shared/ports/context';
import { errorMessage } from '../../shared/saga/errorToast';
import {
  draftAccepted,
  draftAcceptFailed,
  draftAcceptStarted,
  draftsAcceptRequested,
  generateFailed,
  generateReceived,
  generateRequested,
  generateTreeReceived,
  generateTreeRequested,
  selectGenerate,
} from './generateSlice';

/** The knowledge tree of the form's 学段 and 学科; a failure leaves it empty. */
export function* loadGenerateTree(action: ReturnType<typeof generateTreeRequested>) {
  const client = yield* apiClient();
  try {
    const { list } = yield* call(
      fetchKnowledgeTree,
      client,
      action.payload.period,
      action.payload.subject,
    );
    yield* put(generateTreeReceived(list));
  } catch (_error) {
    yield* put(generateTreeReceived([]));
  }
}

/** One generation: drafts from the model, or bank questions without one. */
export function* generate(action: ReturnType<typeof generateRequested>) {
  const client = yield* apiClient();
  try {
    yield* put(generateReceived(yield* call(generateQuestions, client, action.payload)));
  } catch (error) {
    yield* put(generateFailed(errorMessage(error)));
  }
}

/** 采用: each draft saved to the personal bank with source AI生成, one after another. */
export function* acceptDrafts(action: ReturnType<typeof draftsAcceptRequested>) {
  const client = yield* apiClient();
  for (const key of action.payload) {
    const draft = (yield* select(selectGenerate)).drafts.find((d) => d.key === key);
    if (!draft || draft.state !== 'pending') continue;
    yield* put(draftAcceptStarted(key));
    try {
      yield* call(saveQuestion, client, {
        scope: 'personal' as const,
        source: AI_QUESTION_SOURCE,
        type: draft.type,
        stem: draft.stem,
        options: draft.options,
        answer: draft.answer,
        analysis: draft.analysis,
        difficulty: draft.difficulty,
        knowledgePointIds: draft.knowledgePointIds,
        period: draft.period,
        subject: draft.subject,
        grade: draft.grade,
      });
      yield* put(draftAccepted(key));
    } catch (error) {
      yield* put(draftAcceptFailed({ key, error: errorMessage(error) }));
    }
  }
}

/** The AI question page's watcher. */
export function* watchGenerate() {
  yield* takeLatest(generateTreeRequested, loadGenerateTree);
  yield* takeLatest(generateRequested, generate);
  yield* takeEvery(draftsAcceptRequested, acceptDrafts);
}
