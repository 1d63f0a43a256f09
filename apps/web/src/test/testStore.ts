import { createApiClient } from '@aita/api';
import { createAppStore, type AppStore } from '../app/store';
import { createMemoryPorts } from '../shared/ports/memory';
import { lazyFeatures } from './lazyFeatures';

/** Device id of test stores (any stable id will do). */
export const TEST_DEVICE_ID = '5f0c2a9e-3b1d-4c6e-9a7f-1e2d3c4b5a69';

/**
 * A real store (saga middleware, every feature watcher, lazy features registered) whose saga
 * context is a real `@aita/api` client on `baseUrl`, anonymous, with short timeouts so failures
 * are quick, and memory ports.
 */
export function createTestStore(baseUrl: string): AppStore {
  const client = createApiClient({
    baseUrl,
    getToken: () => '',
    getDeviceId: () => TEST_DEVICE_ID,
    getAnonymousId: () => 'test-anonymous',
    clearToken: () => undefined,
    reload: () => undefined,
    timeout: 5000,
    retries: 0,
  });
  const { ports } = createMemoryPorts({ deviceId: TEST_DEVICE_ID });
  return createAppStore({ context: { client, ports }, features: lazyFeatures });
}
