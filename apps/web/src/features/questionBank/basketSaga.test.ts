import { createApiClient } from '@aita/api';
import { BASKET_STORAGE_KEY, createBasketStore, type UserInfo } from '@aita/core';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { createMemoryPorts, memoryStorage } from '../../shared/ports/memory';
import { loggedOut } from '../identity';
import { userInfoReceived, userSlice } from '../identity/user/userSlice';
import { watchBasket } from './basketSaga';
import { basketSlice, basketToggled, selectBasketEntries } from './basketSlice';

const teacher = (uid: string) =>
  ({ uid, uname: '老师', orgList: [], curOrgId: 0 }) as unknown as UserInfo;

/** A store with the user and basket slices and the basket saga over `storage`. */
function storeOver(storage: ReturnType<typeof memoryStorage>) {
  const { ports } = createMemoryPorts({ basket: createBasketStore({ storage }) });
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:9',
    getToken: () => '',
    getDeviceId: () => 'd',
    getAnonymousId: () => 'a',
    clearToken: () => undefined,
    reload: () => undefined,
  });
  const saga = createSagaMiddleware({ context: { client, ports } });
  const store = configureStore({
    reducer: combineReducers({
      [userSlice.name]: userSlice.reducer,
      [basketSlice.name]: basketSlice.reducer,
    }),
    middleware: (m) => m({ thunk: false }).concat(saga),
  });
  saga.run(watchBasket);
  return store;
}

describe('basketSaga', () => {
  it("keeps the teacher's basket across a reload, not another teacher's, and empties at logout", () => {
    const storage = memoryStorage();
    const first = storeOver(storage);
    first.dispatch(userInfoReceived(teacher('7')));
    first.dispatch(basketToggled({ questionId: 11, type: 'single' }));
    first.dispatch(basketToggled({ questionId: 12, type: 'fill' }));
    expect(storage.getItem(BASKET_STORAGE_KEY)).toContain('"uid":"7"');

    // A reload: a new store over the same storage, the teacher's info arrives.
    const reloaded = storeOver(storage);
    expect(selectBasketEntries(reloaded.getState())).toEqual([]);
    reloaded.dispatch(userInfoReceived(teacher('7')));
    expect(selectBasketEntries(reloaded.getState())).toEqual([
      { questionId: 11, type: 'single' },
      { questionId: 12, type: 'fill' },
    ]);

    const other = storeOver(storage);
    other.dispatch(userInfoReceived(teacher('8')));
    expect(selectBasketEntries(other.getState())).toEqual([]);

    reloaded.dispatch(loggedOut());
    expect(selectBasketEntries(reloaded.getState())).toEqual([]);
  });
});
