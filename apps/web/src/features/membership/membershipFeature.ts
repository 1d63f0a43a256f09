import type { LazyFeature } from '../../shared/lazyFeature';
import { watchMembership, type MembershipSagaOptions } from './membershipSaga';
import { membershipSlice } from './membershipSlice';

/**
 * The membership feature (spec §1 "Membership (VIP)", §2 "Order dialog"): its slice and saga load
 * with the membership dialogs' chunk, not with the home. Tests pass options to
 * shorten the poll.
 */
export function createMembershipFeature(options: MembershipSagaOptions = {}): LazyFeature {
  return {
    name: 'membership',
    slices: [membershipSlice],
    watchers: [
      function* membership() {
        yield* watchMembership(options);
      },
    ],
  };
}

/** The feature as the app registers it. */
export const membershipFeature = createMembershipFeature();
