import type { LazyFeature } from '../shared/lazyFeature';
import { chatFeature } from '../features/assistant/chatFeature';
import { membershipFeature } from '../features/membership/membershipFeature';

/** Every lazily loaded feature, for tests that want the whole app on one real store. */
export const lazyFeatures: readonly LazyFeature[] = [chatFeature, membershipFeature];
