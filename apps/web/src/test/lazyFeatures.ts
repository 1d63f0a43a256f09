import type { LazyFeature } from '../app/store';
import { chatFeature } from '../features/chat/chatFeature';

/** Every lazily loaded feature, for tests that want the whole app on one real store. */
export const lazyFeatures: readonly LazyFeature[] = [chatFeature];
