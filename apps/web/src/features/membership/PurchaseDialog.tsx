import {
  type CreatedOrder,
  formatPriceYuan,
  type MemberProduct,
  REDEEM_CODE_INPUT_MAX_LENGTH,
  SANDBOX_PAYMENT_NOTICE,
} from '@aita/core';
import {
  Button,
  FormDialog,
  NoticeBanner,
  ProductPicker,
  Spinner,
  Tabs,
  TextInput,
  type ProductOption,
} from '@aita/ui';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { formatDate, selectIsVip, selectUser } from '../identity';
import {
  memberDialogClosed,
  purchaseTabChanged,
  selectPurchaseTab,
  type PurchaseTab,
} from './membershipEntrySlice';
import {
  orderRequested,
  productChosen,
  productsRequested,
  purchaseRestarted,
  redeemSubmitted,
  selectProducts,
  selectPurchase,
  selectRedeem,
} from './membershipSlice';
import {
  days,
  DIALOG_LABELS as L,
  MSG_ORDER_CLOSED,
  MSG_PAYMENT_TIMEOUT,
  msgCurrentEnd,
  msgPaid,
  msgRedeemed,
  yuan,
} from './dialogStrings';

// The QR library is needed only once an order exists: its own small chunk.
const PaymentQr = lazy(() => import('./PaymentQr'));

/** §3/§9: a product as the picker shows it (¥ = cents / 100, duration in days). */
export function toProductOption(product: MemberProduct): ProductOption {
  return {
    id: product.productId,
    name: product.name,
    duration: days(product.duration),
    price: yuan(formatPriceYuan(product.price)),
    originalPrice:
      product.originalPrice > product.price
        ? yuan(formatPriceYuan(product.originalPrice))
        : undefined,
    desc: product.desc,
  };
}

/** The sandbox label, prominent, whenever the provider is the sandbox (docs/membership.md). */
function SandboxNotice({ notice }: { notice: string }) {
  return (
    <NoticeBanner tone="warning" data-testid="sandbox-notice" className="font-semibold">
      {notice || SANDBOX_PAYMENT_NOTICE}
    </NoticeBanner>
  );
}

/** What to scan with: the real provider's app, else the sandbox's page. */
const scanHint = (provider: string): string =>
  provider === 'wechat' ? L.scanWechat : provider === 'alipay' ? L.scanAlipay : L.scanToPay;

/** The payment step: QR code of `qrContent`, the pay page in a new tab (http links), and the wait. */
function PaymentStep({ order, onBack }: { order: CreatedOrder; onBack: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="payment-step">
      <p className="text-ink">
        {order.productName} · {days(order.duration)} · {L.amount}{' '}
        <span className="text-lg font-bold text-accent" data-testid="payment-amount">
          {yuan(formatPriceYuan(order.actualPrice))}
        </span>
      </p>
      <Suspense fallback={<div className="size-44 animate-pulse rounded-lg bg-canvas" />}>
        <PaymentQr text={order.qrContent} label={`${order.productName}支付二维码`} />
      </Suspense>
      <p className="text-xs text-ink-muted" data-testid="scan-hint">
        {scanHint(order.provider)}
      </p>
      {/* WeChat's code_url (weixin://) opens only inside WeChat: the QR code is the way to pay. */}
      {/^https?:\/\//.test(order.payUrl) ? (
        <a
          href={order.payUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="pay-link"
          className="inline-flex h-10 items-center rounded-full bg-primary-500 px-6 text-sm font-medium text-white hover:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
        >
          {L.openPayPage}
        </a>
      ) : null}
      <p role="status" className="text-sm text-ink-soft" data-testid="payment-waiting">
        {L.waiting}
      </p>
      <p className="text-xs text-ink-muted">
        {L.orderNo} {order.orderId}
      </p>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {L.chooseAgain}
      </Button>
    </div>
  );
}

/** The 购买会员 tab: products → order → payment → result. */
function BuyTab({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectProducts);
  const purchase = useAppSelector(selectPurchase);
  const options = useMemo(() => products.list.map(toProductOption), [products.list]);
  const sandbox = purchase.order ? purchase.order.sandbox : products.payment?.sandbox;
  // No payment provider on this server: say so, keep the products visible, point to redeem codes.
  const offline = !purchase.order && products.payment?.online === false;
  const notice = purchase.order?.notice ?? products.payment?.notice ?? '';

  let body: ReactNode;
  if (purchase.phase === 'paying' && purchase.order) {
    body = <PaymentStep order={purchase.order} onBack={() => dispatch(purchaseRestarted())} />;
  } else if (purchase.phase === 'paid') {
    body = (
      <div className="flex flex-col items-center gap-4 py-4">
        <NoticeBanner tone="success" data-testid="payment-success" size="base">
          {msgPaid(formatDate(purchase.vipEndAt))}
        </NoticeBanner>
        <Button onClick={onDone}>{L.done}</Button>
      </div>
    );
  } else if (purchase.phase === 'closed' || (purchase.phase === 'failed' && purchase.order)) {
    const message =
      purchase.phase === 'failed'
        ? (purchase.error ?? '')
        : purchase.closedBy === 'timeout'
          ? MSG_PAYMENT_TIMEOUT
          : MSG_ORDER_CLOSED;
    body = (
      <div className="flex flex-col items-center gap-4 py-4">
        <NoticeBanner tone="error" data-testid="payment-closed">
          {message}
        </NoticeBanner>
        <Button onClick={() => dispatch(purchaseRestarted())}>{L.orderAgain}</Button>
      </div>
    );
  } else if (products.status === 'failed' && products.list.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6">
        <NoticeBanner tone="error">{products.error}</NoticeBanner>
        <Button variant="secondary" onClick={() => dispatch(productsRequested())}>
          {L.retry}
        </Button>
      </div>
    );
  } else if (products.list.length === 0 && products.status === 'ready') {
    body = <p className="py-10 text-center text-ink-muted">{L.noProducts}</p>;
  } else if (products.list.length === 0) {
    body = <Spinner className="py-10" label={L.productsLoading} />;
  } else {
    const creating = purchase.phase === 'creating';
    const chosen = purchase.productId;
    body = (
      <div className="flex flex-col gap-4">
        <ProductPicker
          label={L.buyTab}
          options={options}
          value={chosen}
          disabled={creating}
          onChange={(id) => dispatch(productChosen(id))}
        />
        {purchase.phase === 'failed' && purchase.error ? (
          <NoticeBanner tone="error" data-testid="order-error">
            {purchase.error}
          </NoticeBanner>
        ) : null}
        <div className="flex justify-end">
          <Button
            size="lg"
            data-testid="pay-now"
            disabled={creating || chosen === null || offline}
            onClick={() => {
              if (chosen !== null) dispatch(orderRequested(chosen));
            }}
          >
            {creating ? L.creating : L.payNow}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {sandbox ? <SandboxNotice notice={notice} /> : null}
      {offline ? (
        <NoticeBanner tone="info" data-testid="payment-offline">
          {notice}
        </NoticeBanner>
      ) : null}
      {body}
    </div>
  );
}

/** The 兑换码 tab: the code, 立即兑换 (disabled while blank), the server's answer. */
function RedeemTab() {
  const dispatch = useAppDispatch();
  const redeem = useAppSelector(selectRedeem);
  const [code, setCode] = useState('');
  const pending = redeem.status === 'pending';
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() && !pending) dispatch(redeemSubmitted(code));
      }}
    >
      <label className="text-sm text-ink-soft" htmlFor="redeem-code">
        {L.redeemLabel}
      </label>
      <div className="flex gap-3">
        <TextInput
          id="redeem-code"
          data-testid="redeem-code"
          value={code}
          autoComplete="off"
          spellCheck={false}
          maxLength={REDEEM_CODE_INPUT_MAX_LENGTH}
          placeholder={L.redeemPlaceholder}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" data-testid="redeem-submit" disabled={pending || code.trim() === ''}>
          {pending ? L.redeeming : L.redeem}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">{L.redeemHint}</p>
      {redeem.status === 'failed' && redeem.error ? (
        <NoticeBanner tone="error" data-testid="redeem-error">
          {redeem.error}
        </NoticeBanner>
      ) : null}
      {redeem.status === 'done' && redeem.result ? (
        <NoticeBanner tone="success" data-testid="redeem-success">
          {msgRedeemed(redeem.result.days, formatDate(redeem.result.vipEndAt))}
        </NoticeBanner>
      ) : null}
    </form>
  );
}

/**
 * 开通会员 / 续费会员 (spec §1 "Membership (VIP): purchase, redeem codes"): a tab to buy a product
 * with the sandbox notice, QR code, pay page and status polling, and a tab to redeem a code.
 */
export function PurchaseDialog() {
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectPurchaseTab);
  const user = useAppSelector(selectUser);
  const vip = useAppSelector((state) => selectIsVip(state));

  // Every opening reads the products again (prices may change); the last list stays on screen.
  useEffect(() => {
    dispatch(productsRequested());
  }, [dispatch]);

  const close = () => dispatch(memberDialogClosed());
  return (
    <FormDialog
      open
      title={vip ? L.renew : L.buy}
      onClose={close}
      width="2xl"
      data-testid="purchase-dialog"
    >
      {vip && user ? (
        <p className="-mt-2 mb-3 text-sm text-accent" data-testid="purchase-vip-end">
          {msgCurrentEnd(formatDate(user.vipEndAt))}
        </p>
      ) : null}
      <Tabs<PurchaseTab>
        selected={tab}
        onChange={(key) => dispatch(purchaseTabChanged(key))}
        tabs={[
          { key: 'buy', label: L.buyTab, content: <BuyTab onDone={close} /> },
          { key: 'redeem', label: L.redeemTab, content: <RedeemTab /> },
        ]}
      />
    </FormDialog>
  );
}
