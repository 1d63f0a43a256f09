// @vitest-environment jsdom
import { Code, type Order } from '@aita/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { startEnvelopeServer } from '../../test/envelopeServer';
import { createTestStore } from '../../test/testStore';
import { OrdersDialog } from './OrdersDialog';

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

const PAID_S = Date.UTC(2026, 10, 20, 4, 0) / 1000;
const row = (orderId: string, fields: Partial<Order>): Order => ({
  orderId,
  productName: '月度会员',
  duration: 30,
  actualPrice: 2900,
  paidAt: PAID_S,
  refundStatus: 'none',
  refundAmount: 0,
  refundedAt: 0,
  ...fields,
});

/** 订单记录 on a real store whose saga reads the list from a local server answering `list`. */
async function renderOrders(list: Order[]) {
  const server = await startEnvelopeServer(() => ({
    body: JSON.stringify({
      code: Code.OK,
      msg: 'ok',
      data: { list, total: list.length, page: 1, pageSize: 8 },
    }),
  }));
  closers.push(server.close);
  const store = createTestStore(server.url);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <OrdersDialog />
      </MemoryRouter>
    </Provider>,
  );
  return within(await screen.findByTestId('orders-table', undefined, { timeout: 10_000 }));
}

describe(OrdersDialog, () => {
  it('shows a refunded order as 已退款 and a pending refund as 退款中, each with its amount', async () => {
    const table = await renderOrders([
      row('2026112012000000000001', {
        productName: '季度会员',
        duration: 90,
        actualPrice: 7900,
        refundStatus: 'refunded',
        refundAmount: 7900,
        refundedAt: PAID_S + 3600,
      }),
      row('2026112012000000000002', { refundStatus: 'pending', refundAmount: 2900 }),
      row('2026112012000000000003', {}),
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [refunded, pending, paid] = rows.map((r) => within(r));
    expect(refunded?.getByTestId('order-refund').textContent).toBe('已退款 ¥79.00');
    expect(pending?.getByTestId('order-refund').textContent).toBe('退款中 ¥29.00');
    expect(paid?.queryByTestId('order-refund')).toBeNull();
    expect(paid?.getByText('已支付')).toBeTruthy();
    // A refunded order no longer reads as simply paid.
    expect(refunded?.queryByText('已支付')).toBeNull();
    expect(pending?.queryByText('已支付')).toBeNull();
    expect(table.getByRole('columnheader', { name: '状态' })).toBeTruthy();
  });
});
