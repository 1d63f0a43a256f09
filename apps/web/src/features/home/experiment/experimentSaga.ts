import { assignExperiment } from '@aita/core';
import { call, put, takeLatest } from 'typed-redux-saga';
import type { AppServices } from '../../../app/services';
import { userInfoReceived } from '../../identity/user/userSlice';
import { experimentResolved } from './experimentSlice';

/**
 * Resolves the home experiment at start-up (§9: bucket = hash of the uid or device id modulo
 * 100; strategy fixed to A). Anonymous until the identity feature lands, so the device id.
 */
export function* watchExperiment(services: AppServices) {
  const deviceId = yield* call([services, services.getDeviceId]);
  yield* put(experimentResolved(assignExperiment({ uid: null, deviceId })));
  // Logged in: the uid is the A/B subject (§9); the strategy stays A.
  yield* takeLatest(userInfoReceived, function* (action) {
    yield* put(experimentResolved(assignExperiment({ uid: action.payload.uid, deviceId })));
  });
}
