import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { appPorts } from '../../shared/ports/context';
import { selectUser, userInfoReceived } from '../identity';
import { basketCleared, basketRestored, basketToggled, selectBasketEntries } from './basketSlice';

/** Reads the logged-in teacher's stored basket into the store. */
function* restore() {
  const user = yield* select(selectUser);
  if (!user) return;
  const { basket } = yield* appPorts();
  yield* put(basketRestored(basket.load(user.uid)));
}

/** Writes the basket after each change, under the teacher's uid. */
function* persist() {
  const user = yield* select(selectUser);
  if (!user) return;
  const { basket } = yield* appPorts();
  basket.save(user.uid, yield* select(selectBasketEntries));
}

/**
 * The 试题篮 across reloads (docs/examPaper.md "Web"): restored when the bank or a paper page
 * loads and when the teacher's info arrives, saved on every change; logout clears it
 * (authSaga and the slice's `loggedOut` case).
 */
export function* watchBasket() {
  yield* call(restore);
  yield* takeLatest(userInfoReceived, restore);
  yield* takeEvery([basketToggled, basketCleared], persist);
}
