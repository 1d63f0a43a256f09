import { assignExperiment } from '@aita/core';
import { put, takeLatest } from 'typed-redux-saga';
import { appPorts } from '../../../shared/ports/context';
import { userInfoReceived } from '../../identity';
import { experimentResolved } from './experimentSlice';

/**
 * Resolves the home experiment at start-up (§9: bucket = hash of the uid or device id modulo
 * 100; strategy fixed to A). Anonymous until the identity feature lands, so the device id.
 */
export function* watchExperiment() {
  const { deviceId } = yield* appPorts();
  yield* put(experimentResolved(assignExperiment({ uid: null, deviceId })));
  // Logged in: the uid is the A/B subject (§9); the strategy stays A.
  yield* takeLatest(userInfoReceived, function* (action) {
    yield* put(experimentResolved(assignExperiment({ uid: action.payload.uid, deviceId })));
  });
}
