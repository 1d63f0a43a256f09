import { useLazyFeature } from '../../shared/lazyFeature';
import { useAppSelector } from '../../shared/hooks';
import { membershipFeature } from './membershipFeature';
import { selectMemberDialog } from './membershipEntrySlice';
import { OrdersDialog } from './OrdersDialog';
import { PurchaseDialog } from './PurchaseDialog';

/**
 * The membership dialogs (lazy chunk): registers the membership feature on first use, then shows
 * the open one.
 */
export function MembershipDialogs() {
  const ready = useLazyFeature(membershipFeature);
  const open = useAppSelector(selectMemberDialog);
  if (!ready) return null;
  if (open === 'purchase') return <PurchaseDialog />;
  if (open === 'orders') return <OrdersDialog />;
  return null;
}
