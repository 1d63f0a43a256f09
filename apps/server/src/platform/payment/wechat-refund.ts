import { PaymentVerificationError, type RefundFact } from './provider';

/**
 * WeChat Pay API v3 refunds (pay.weixin.qq.com/doc/v3 "申请退款", "查询单笔退款", "退款结果通知";
 * docs/membership.md "Refunds"): how a refund's status words read as our three states, from a
 * decrypted refund notification or a (signed) refund query answer.
 */

/** A refund as WeChat Pay reports it (notification resource, query answer). */
export interface WechatRefund {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  /** Query answers call it `status`, notifications `refund_status`. */
  status?: string;
  refund_status?: string;
  amount?: { refund?: number; total?: number };
}

/** SUCCESS → refunded; PROCESSING → pending; ABNORMAL, CLOSED → failed. */
const STATES: Record<string, RefundFact['state']> = {
  SUCCESS: 'refunded',
  PROCESSING: 'pending',
  ABNORMAL: 'failed',
  CLOSED: 'failed',
};

/** Refund notifications' event types. */
export const WECHAT_REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'];

/** True when a notification body (not yet verified) says it is about a refund. */
export function claimsRefundEvent(body: string): boolean {
  try {
    const eventType = (JSON.parse(body) as { event_type?: unknown }).event_type;
    return typeof eventType === 'string' && eventType.startsWith('REFUND.');
  } catch {
    return false;
  }
}

/**
 * The fact a refund names; `expected` fields must match (our merchant; the refund number asked
 * about). @throws PaymentVerificationError `mismatch` for another merchant or refund, `malformed`
 * for missing fields or an unknown status.
 */
export function wechatRefundFact(
  refund: WechatRefund,
  expected: { mchId?: string; refundNo?: string; eventType?: string },
): RefundFact {
  if (expected.mchId !== undefined && refund.mchid !== expected.mchId) {
    throw new PaymentVerificationError('mismatch');
  }
  const word = refund.refund_status ?? refund.status ?? '';
  const state = STATES[word];
  if (
    !state ||
    typeof refund.out_trade_no !== 'string' ||
    typeof refund.out_refund_no !== 'string' ||
    typeof refund.refund_id !== 'string'
  ) {
    throw new PaymentVerificationError('malformed');
  }
  if (expected.refundNo !== undefined && refund.out_refund_no !== expected.refundNo) {
    throw new PaymentVerificationError('mismatch');
  }
  // The event and the resource must agree (REFUND.SUCCESS carries SUCCESS, and so on).
  if (expected.eventType !== undefined && expected.eventType !== `REFUND.${word}`) {
    throw new PaymentVerificationError('malformed');
  }
  return {
    orderId: refund.out_trade_no,
    refundNo: refund.out_refund_no,
    refundRef: refund.refund_id,
    state,
    ...(typeof refund.amount?.refund === 'number' ? { amount: refund.amount.refund } : {}),
    detail: word,
  };
}
