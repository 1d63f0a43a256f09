/**
 * `npm run admin -- order:refund --order <id> [--reason R]` (docs/membership.md "Refunds"): a
 * full refund through the configured provider (PAYMENT_PROVIDER must be the one that was paid
 * with), the teacher's membership shortened by the order's days (never below now), recorded on
 * the order. A refund the provider is still paying back prints `refund pending`; the same command
 * on that order then queries the refund and settles it. Options are checked before the database
 * is opened.
 */
import type { Database } from './db/database';
import { noUserInfoCache, type UserInfoChanges } from './modules/identity';
import { refundOrder, RefundError } from './modules/membership';
import type { AppConfig } from './platform/deps';
import { systemClock } from './platform/clock';
import { choosePaymentProvider } from './platform/payment/choose';
import { ORDER_ID_PATTERN, PaymentProviderError } from './platform/payment/provider';

export const ORDER_REFUND = 'order:refund';

export interface OrderRefundOptions {
  orderId: string;
  reason: string;
}

/** Parses `--order <22 digits> [--reason R]` (reason at most 80 characters, WeChat's limit). */
export function orderRefundOptions(args: string[]): OrderRefundOptions {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const match = /^--(order|reason)(?:=(.*))?$/s.exec(args[i] ?? '');
    if (!match?.[1]) throw new Error(`Unexpected argument "${args[i] ?? ''}" (无法识别的参数).`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value (缺少参数值).`);
    options.set(match[1], value);
  }
  const orderId = options.get('order') ?? '';
  if (!ORDER_ID_PATTERN.test(orderId)) throw new Error('--order 应为 22 位数字的订单号。');
  const reason = (options.get('reason') ?? '').trim();
  if (Array.from(reason).length > 80) throw new Error('--reason 最多 80 个字符。');
  return { orderId, reason };
}

/** Runs the refund; the line printed on success. @throws RefundError, PaymentProviderError. */
export async function orderRefundCommand(
  options: OrderRefundOptions,
  database: Database,
  config: Pick<AppConfig, 'paymentProvider' | 'publicOrigin' | 'payment'>,
  /** Told once the membership was shortened (admin-changes.ts: running servers' caches). */
  infoChanges: UserInfoChanges = noUserInfoCache,
): Promise<string> {
  const result = await refundOrder({
    database,
    provider: choosePaymentProvider(config),
    clock: systemClock,
    orderId: options.orderId,
    reason: options.reason,
    infoChanges,
  });
  if (result.state === 'pending') {
    return `refund pending ${result.orderId} amount=${result.amount} refundNo=${result.refundNo} refund=${result.refundRef} (退款处理中：到账后自动完成，也可再次运行本命令查询)`;
  }
  const end = result.vipEndAt ? result.vipEndAt.toISOString() : '-';
  return `refunded ${result.orderId} amount=${result.amount} days=${result.days} refund=${result.refundRef} vipEndAt=${end}`;
}

export { PaymentProviderError, RefundError };
