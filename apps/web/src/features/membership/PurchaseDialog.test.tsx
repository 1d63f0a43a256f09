// @vitest-environment jsdom
import type { CreatedOrder } from '@aita/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/testStore';
import { orderCreated } from './membershipSlice';
import { PurchaseDialog } from './PurchaseDialog';

afterEach(cleanup);

/** The first import of a lazy chunk is transformed on demand: give it time. */
const LOAD = { timeout: 10_000 };

const order = (fields: Partial<CreatedOrder>): CreatedOrder => ({
  orderId: '2026112612000012345678',
  productId: 1,
  productName: '月度会员',
  duration: 30,
  actualPrice: 2900,
  status: 'pending',
  provider: 'wechat',
  online: true,
  sandbox: false,
  notice: '',
  payUrl: 'weixin://wxpay/bizpayurl?pr=abc123',
  qrContent: 'weixin://wxpay/bizpayurl?pr=abc123',
  expiresAt: Math.floor(Date.now() / 1000) + 1800,
  ...fields,
});

function renderPaying(created: CreatedOrder) {
  // Nothing here needs the API; the address only has to be well-formed.
  const store = createTestStore('http://127.0.0.1:9');
  store.dispatch(orderCreated(created));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <PurchaseDialog />
      </MemoryRouter>
    </Provider>,
  );
}

describe('PurchaseDialog with a real payment provider', () => {
  it('WeChat: the QR of qrContent, 微信扫一扫, no link to weixin:// and no sandbox notice', async () => {
    renderPaying(order({}));
    expect(await screen.findByTestId('payment-qr', undefined, LOAD)).toBeTruthy();
    expect(screen.getByTestId('scan-hint').textContent).toBe('请使用微信扫一扫完成支付');
    expect(screen.queryByTestId('pay-link')).toBeNull();
    expect(screen.queryByTestId('sandbox-notice')).toBeNull();
    expect(screen.getByTestId('payment-amount').textContent).toContain('29.00');
  });

  it('Alipay: the QR, 支付宝扫一扫 and its https pay link; the sandbox keeps its notice', async () => {
    renderPaying(
      order({
        provider: 'alipay',
        payUrl: 'https://qr.alipay.com/bax01',
        qrContent: 'https://qr.alipay.com/bax01',
      }),
    );
    expect(await screen.findByTestId('payment-qr', undefined, LOAD)).toBeTruthy();
    expect(screen.getByTestId('scan-hint').textContent).toBe('请使用支付宝扫一扫完成支付');
    expect(screen.getByTestId('pay-link').getAttribute('href')).toBe('https://qr.alipay.com/bax01');
    expect(screen.queryByTestId('sandbox-notice')).toBeNull();
    cleanup();
    renderPaying(
      order({
        provider: 'sandbox',
        sandbox: true,
        notice: '沙箱支付（测试环境，不会真实扣款）',
        payUrl: 'https://aita.example.com/v1/member/sandbox/pay?orderId=1&token=x',
        qrContent: 'https://aita.example.com/v1/member/sandbox/pay?orderId=1&token=x',
      }),
    );
    expect(screen.getByTestId('sandbox-notice').textContent).toBe(
      '沙箱支付（测试环境，不会真实扣款）',
    );
    expect(screen.getByTestId('scan-hint').textContent).toBe(
      '请使用手机扫码支付，或在新窗口中打开支付页面',
    );
  });
});
