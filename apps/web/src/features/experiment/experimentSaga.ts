import { AB_STRATEGY } from '@aita/core';
import { put } from 'typed-redux-saga';
import { strategyResolved } from './experimentSlice';

/**
 * Resolves the home strategy. The spec fixes it to A (§9), so this resolves at start-up; the
 * saga exists so a real bucket lookup (hash of device id or uid modulo 100) can replace it.
 */
export function* watchExperiment() {
  yield* put(strategyResolved(AB_STRATEGY));
}
