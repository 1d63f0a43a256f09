import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectMemberDialog } from './membershipEntrySlice';

/** The dialogs, their state and sagas: one chunk, fetched the first time a dialog opens. */
const MembershipDialogs = lazy(async () => ({
  default: (await import('./MembershipDialogs')).MembershipDialogs,
}));

/**
 * The layout's host of the membership dialogs (开通会员 with 兑换码, 我的订单). Nothing of them is
 * in the entry chunk: they mount, and their chunk loads, only while one is open.
 */
export function MembershipDialogsHost() {
  const open = useAppSelector(selectMemberDialog);
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <MembershipDialogs />
    </Suspense>
  );
}
