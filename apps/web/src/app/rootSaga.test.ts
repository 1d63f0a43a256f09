import { abBucket } from '@aita/core';
import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, take } from 'typed-redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, TEST_DEVICE_ID } from '../test/testStore';
import { rootSaga } from './rootSaga';

const ping = createAction('test/ping');
const pong = createAction<string>('test/pong');
const boom = createAction('test/boom');

describe(rootSaga.name, () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves the home experiment at start: strategy A, bucket of the device id', () => {
    const store = createTestStore('http://127.0.0.1:9');
    expect(store.getState().experiment.info).toEqual({
      strategy: 'A',
      bucket: abBucket({ deviceId: TEST_DEVICE_ID }),
    });
    store.sagaTask.cancel();
  });

  it('keeps other features alive and restarts the one that crashed', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    function* fragile() {
      for (;;) {
        yield* take(boom);
        throw new Error('feature bug');
      }
    }
    function* echo() {
      for (;;) {
        yield* take(ping);
        yield* put(pong('alive'));
      }
    }
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: (state: string[] = [], action: { type: string }) => [...state, action.type],
      middleware: (gDM) => gDM({ thunk: false }).concat(sagaMiddleware),
    });
    const task = sagaMiddleware.run(rootSaga, [fragile, echo]);
    store.subscribe(() => seen.push(store.getState().at(-1) ?? ''));

    store.dispatch(boom());
    store.dispatch(ping());
    store.dispatch(boom());
    store.dispatch(ping());

    expect(seen.filter((type) => type === pong.type)).toHaveLength(2);
    expect(errors).toHaveBeenCalledTimes(2);
    task.cancel();
  });
});
