import { formatPriceYuan, ORDER_PAGE_SIZE, type Order, MSG_LOADING } from '@aita/core';
import {
  Button,
  DataTable,
  FormDialog,
  Pagination,
  Spinner,
  StateMessage,
  type DataColumn,
} from '@aita/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { memberDialogClosed, purchaseDialogRequested } from './membershipEntrySlice';
import { ordersPageRequested, selectOrders } from './membershipSlice';
import {
  days,
  formatDateTime,
  DIALOG_LABELS as L,
  msgRefunded,
  msgRefunding,
  yuan,
} from './dialogStrings';

/**
 * Where an order stands: 已支付, or its refund with the amount — 退款中 while the payment provider
 * is still paying it back, 已退款 once it has (docs/membership.md "Refunds").
 */
function OrderState({ order }: { order: Order }) {
  if (order.refundStatus === 'none') return <span>{L.statusPaid}</span>;
  const amount = yuan(formatPriceYuan(order.refundAmount));
  const refunded = order.refundStatus === 'refunded';
  return (
    <span
      className={refunded ? 'text-ink-muted' : 'text-amber-700'}
      data-testid="order-refund"
      title={refunded ? formatDateTime(order.refundedAt) : undefined}
    >
      {refunded ? msgRefunded(amount) : msgRefunding(amount)}
    </span>
  );
}

/**
 * §3 Order columns: product, duration (天), price (¥ = actualPrice / 100), paid time, and where
 * the order stands (已支付, 退款中 or 已退款 with the amount).
 */
export const ORDER_COLUMNS: readonly DataColumn<Order>[] = [
  { key: 'product', header: L.colProduct, cell: (order) => order.productName },
  { key: 'duration', header: L.colDuration, cell: (order) => days(order.duration) },
  {
    key: 'price',
    header: L.colPrice,
    align: 'right',
    cell: (order) => yuan(formatPriceYuan(order.actualPrice)),
  },
  { key: 'paidAt', header: L.colPaidAt, cell: (order) => formatDateTime(order.paidAt) },
  { key: 'status', header: L.colStatus, cell: (order) => <OrderState order={order} /> },
  {
    key: 'orderId',
    header: L.colOrderNo,
    className: 'font-mono text-xs',
    tone: 'muted',
    cell: (order) => order.orderId,
  },
];

/**
 * 我的订单 (spec §2 "Order dialog"): a table of orders with pagination (8 per page, §9), an empty
 * state with a membership-purchase button, page 1 again after closing (the slice resets on
 * close). A failure shows the server's message or 获取订单列表失败 (§8) with a retry.
 */
export function OrdersDialog() {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);

  useEffect(() => {
    dispatch(ordersPageRequested(1));
  }, [dispatch]);

  const loadingFirst = orders.status === 'loading' && orders.list.length === 0;
  let body;
  if (orders.status === 'idle' || loadingFirst) {
    body = <Spinner className="py-16" label={MSG_LOADING} />;
  } else if (orders.status === 'failed') {
    body = (
      <StateMessage
        tone="error"
        title={orders.error}
        data-testid="orders-error"
        action={
          <Button variant="secondary" onClick={() => dispatch(ordersPageRequested(orders.page))}>
            {L.retry}
          </Button>
        }
      />
    );
  } else if (orders.list.length === 0 && orders.page === 1) {
    body = (
      <StateMessage
        title={L.ordersEmpty}
        description={L.ordersEmptyHint}
        data-testid="orders-empty"
        action={
          <Button onClick={() => dispatch(purchaseDialogRequested({ source: 'orders-empty' }))}>
            {L.buy}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <div aria-busy={orders.status === 'loading'}>
          {orders.list.length > 0 ? (
            <DataTable
              caption={L.orders}
              columns={ORDER_COLUMNS}
              rows={orders.list}
              rowKey={(order) => order.orderId}
              data-testid="orders-table"
            />
          ) : (
            <p className="py-10 text-center text-sm text-ink-muted">{L.ordersEmpty}</p>
          )}
        </div>
        <Pagination
          className="self-end"
          page={orders.page}
          pageSize={ORDER_PAGE_SIZE}
          total={orders.total}
          disabled={orders.status === 'loading'}
          label={L.pagination}
          previousLabel={L.previousPage}
          nextLabel={L.nextPage}
          onPageChange={(page) => dispatch(ordersPageRequested(page))}
        />
      </div>
    );
  }

  return (
    <FormDialog
      open
      title={L.orders}
      onClose={() => dispatch(memberDialogClosed())}
      width="3xl"
      data-testid="orders-dialog"
    >
      {body}
    </FormDialog>
  );
}
