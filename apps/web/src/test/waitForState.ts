import type { AppStore, RootState } from '../app/store';

/** Resolves with the state once `predicate` holds, or rejects after `timeoutMs`. */
export function waitForState(
  store: AppStore,
  predicate: (state: RootState) => boolean,
  timeoutMs = 5000,
): Promise<RootState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = store.getState();
      if (predicate(state)) {
        clearTimeout(timer);
        unsubscribe();
        resolve(state);
      }
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(`state not reached in ${timeoutMs} ms: ${JSON.stringify(store.getState())}`),
      );
    }, timeoutMs);
    const unsubscribe = store.subscribe(check);
    check();
  });
}
