// 收藏 and 相似题 on a real store (the bank's feature loaded, its sagas running) against a local
// HTTP server speaking the API's envelope: what is sent, what the cards and the dialog show, and
// the toasts.
import {
  Code,
  MSG_FAVOURITE_ADDED,
  MSG_FAVOURITE_REMOVED,
  MSG_QUESTION_NOT_FOUND,
} from '@aita/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startEnvelopeServer, type ScriptedReply } from '../../test/envelopeServer';
import { createTestStore } from '../../test/testStore';
import { waitForState } from '../../test/waitForState';
import { questionBankFeature } from './questionBankFeature';
import { bankQuestion } from './testQuestion';
import {
  bankOpened,
  questionsReceived,
  selectBank,
  subjectChanged,
  typeChanged,
  difficultyChanged,
  viewChanged,
} from './questionBankSlice';
import { favouriteToggleRequested, selectSimilar, similarRequested } from './shelfSlice';

const question = bankQuestion;

const ok = (data: unknown): ScriptedReply => ({
  body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup(reply: (path: string, body: unknown) => ScriptedReply | undefined) {
  const server = await startEnvelopeServer(
    (path, body) => reply(path, body) ?? ok({ list: [], total: 0 }),
  );
  closers.push(server.close);
  const store = createTestStore(server.url);
  closers.push(async () => store.sagaTask.cancel());
  store.loadFeature(questionBankFeature);
  return { server, store };
}

const bodiesTo = (requests: { path: string; body: unknown }[], path: string) =>
  requests.filter((r) => r.path === path).map((r) => r.body);

describe('shelfSaga', () => {
  it('stars a card: the server is asked, the card follows, a toast says so', async () => {
    const starred = new Set<number>();
    const { server, store } = await setup((path, body) => {
      if (path === '/v1/tiku/question/favourite') {
        const { questionId, status } = body as { questionId: number; status: number };
        if (status === 1) starred.add(questionId);
        else starred.delete(questionId);
        return ok({ questionId, isFavourite: status });
      }
      return undefined;
    });
    store.dispatch(questionsReceived({ list: [question(7), question(8)], total: 2 }));
    store.dispatch(favouriteToggleRequested({ questionId: 7, status: 1 }));
    let state = await waitForState(store, (s) => s.toast.items.length > 0);
    expect(selectBank(state).list.map((q) => q.isFavourite)).toEqual([1, 0]);
    expect(state.toast.items.map((t) => [t.kind, t.text])).toContainEqual([
      'success',
      MSG_FAVOURITE_ADDED,
    ]);
    store.dispatch(favouriteToggleRequested({ questionId: 7, status: 0 }));
    state = await waitForState(store, (s) => s.toast.items.at(-1)?.text === MSG_FAVOURITE_REMOVED);
    expect(selectBank(state).list[0]?.isFavourite).toBe(0);
    expect(state.toast.items.at(-1)?.text).toBe(MSG_FAVOURITE_REMOVED);
    expect(bodiesTo(server.requests, '/v1/tiku/question/favourite')).toEqual([
      { questionId: 7, status: 1 },
      { questionId: 7, status: 0 },
    ]);
    expect(starred.size).toBe(0);
  });

  it('lists 我的收藏 from its own call, and an unstarred question leaves it', async () => {
    let favourites = [question(9, { isFavourite: 1 }), question(3, { isFavourite: 1 })];
    const { server, store } = await setup((path, body) => {
      if (path === '/v1/tiku/question/favourites')
        return ok({ list: favourites, total: favourites.length });
      if (path === '/v1/tiku/question/favourite') {
        const { questionId } = body as { questionId: number };
        favourites = favourites.filter((q) => q.questionId !== questionId);
        return ok({ questionId, isFavourite: 0 });
      }
      return undefined;
    });
    store.dispatch(bankOpened({ period: 2 }));
    store.dispatch(viewChanged('favourites'));
    await waitForState(store, (s) => selectBank(s).list.length === 2);
    expect(bodiesTo(server.requests, '/v1/tiku/question/favourites').at(-1)).toEqual({
      period: 2,
      subject: 2,
      page: 1,
      pageSize: 10,
    });
    store.dispatch(favouriteToggleRequested({ questionId: 9, status: 0 }));
    const state = await waitForState(store, (s) => selectBank(s).total === 1);
    expect(selectBank(state).list.map((q) => q.questionId)).toEqual([3]);
    // 学科, 题型 and 难度 filter 我的收藏 itself (its own call, not the bank's list).
    const asked = server.requests.length;
    store.dispatch(subjectChanged(1));
    store.dispatch(typeChanged('reading'));
    store.dispatch(difficultyChanged(3));
    await waitForState(store, () =>
      server.requests
        .slice(asked)
        .some(
          (r) =>
            r.path === '/v1/tiku/question/favourites' &&
            JSON.stringify(r.body) ===
              '{"period":2,"subject":1,"type":"reading","difficulty":3,"page":1,"pageSize":10}',
        ),
    );
    expect(selectBank(store.getState()).view).toBe('favourites');
    expect(server.requests.slice(asked).some((r) => r.path === '/v2/aitalk/question/infos')).toBe(
      false,
    );
    expect(bodiesTo(server.requests, '/v1/tiku/knowledge/tree').at(-1)).toEqual({
      period: 2,
      subject: 1,
    });
  });

  it('opens 相似题 with the server’s list, and shows a refusal in the dialog', async () => {
    const { server, store } = await setup((path, body) => {
      if (path !== '/v1/tiku/question/similar') return undefined;
      const { questionId } = body as { questionId: number };
      return questionId === 404
        ? {
            body: JSON.stringify({
              code: Code.NOT_FOUND,
              msg: MSG_QUESTION_NOT_FOUND,
              data: null,
            }),
          }
        : ok({ list: [question(21), question(22, { type: 'fill' })] });
    });
    store.dispatch(similarRequested(question(20)));
    expect(selectSimilar(store.getState())).toMatchObject({ status: 'loading', list: [] });
    let state = await waitForState(store, (s) => selectSimilar(s).status === 'ready');
    expect(selectSimilar(state).list.map((q) => q.questionId)).toEqual([21, 22]);
    expect(selectSimilar(state).source?.questionId).toBe(20);
    store.dispatch(similarRequested(question(404)));
    state = await waitForState(store, (s) => selectSimilar(s).status === 'failed');
    expect(selectSimilar(state)).toMatchObject({ error: MSG_QUESTION_NOT_FOUND, list: [] });
    expect(bodiesTo(server.requests, '/v1/tiku/question/similar')).toEqual([
      { questionId: 20 },
      { questionId: 404 },
    ]);
  });

  it('shows a refused star as an error toast and leaves the card as it was', async () => {
    const { store } = await setup((path) =>
      path === '/v1/tiku/question/favourite'
        ? {
            body: JSON.stringify({
              code: Code.NOT_FOUND,
              msg: MSG_QUESTION_NOT_FOUND,
              data: null,
            }),
          }
        : undefined,
    );
    store.dispatch(questionsReceived({ list: [question(5)], total: 1 }));
    store.dispatch(favouriteToggleRequested({ questionId: 5, status: 1 }));
    const state = await waitForState(store, (s) =>
      s.toast.items.some((t) => t.kind === 'error' && t.text === MSG_QUESTION_NOT_FOUND),
    );
    expect(selectBank(state).list[0]?.isFavourite).toBe(0);
  });
});
