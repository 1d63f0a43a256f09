import type { FastifyPluginAsync } from 'fastify';
import {
  notifyPath,
  PaymentVerificationError,
  type PaymentProvider,
} from '../../platform/payment/provider';
import type { MemberService } from './service';
import { applyRefundFact, type RefundDeps } from './refund';

/** Largest notification accepted (WeChat's JSON and Alipay's form are a few KB). */
const NOTIFY_LIMIT = 64 * 1024;

/** Why a notification was refused, as the provider is told (its message field, for its logs). */
const REFUSED: Record<string, string> = {
  malformed: '通知格式错误',
  'bad-signature': '签名验证失败',
  mismatch: '商户号或应用不匹配',
  invalid: '订单不存在或金额不符',
  closed: '订单已关闭',
};

/**
 * A real provider's notification endpoint (docs/membership.md "Notifications"):
 * `POST /v1/member/notify/wechat` or `/alipay`, no login (the provider's signature is the proof).
 * The body is kept raw (WeChat signs the exact bytes; Alipay's form is parsed by the provider).
 * A refund's result (WeChat's REFUND.SUCCESS / ABNORMAL / CLOSED) is verified the same way and
 * settles the order's pending refund once (./refund.ts).
 * A verified payment goes through the member service's paid-once transaction, so a replayed or
 * concurrent notification credits once and is acknowledged; anything refused is logged and
 * answered in the provider's failure format, with nothing credited.
 */
export const notifyRoutes: FastifyPluginAsync<{
  members: MemberService;
  provider: PaymentProvider & { name: 'wechat' | 'alipay' };
  /** Where refund notifications are applied (applyRefundFact). */
  refunds: RefundDeps;
}> = async (app, { members, provider, refunds }) => {
  const raw = { parseAs: 'string' as const, bodyLimit: NOTIFY_LIMIT };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', raw, (_request, body, done) => done(null, body));

  app.post(notifyPath(provider.name), async (request, reply) => {
    const answer = (accepted: boolean, why: string) => {
      const r = provider.notificationReply?.(accepted, why) ?? {
        status: accepted ? 200 : 400,
        contentType: 'text/plain; charset=utf-8',
        body: accepted ? 'success' : 'failure',
      };
      return reply.code(r.status).type(r.contentType).send(r.body);
    };
    const body = typeof request.body === 'string' ? request.body : '';
    let outcome;
    try {
      // A refund's result (WeChat's REFUND.* events) comes to the same address as payments.
      const refund = await provider.verifyRefundNotification?.({ headers: request.headers, body });
      if (refund) {
        const applied = await applyRefundFact(refunds, refund);
        const fields = {
          orderId: refund.orderId,
          refundNo: refund.refundNo,
          amount: refund.amount,
          detail: refund.detail,
          outcome: applied.kind,
          provider: provider.name,
        };
        if (applied.kind === 'invalid') {
          request.log.warn(fields, 'refund notification refused');
          return answer(false, REFUSED.invalid ?? '');
        }
        if (applied.kind === 'failed') {
          request.log.warn(fields, 'refund failed at the provider; the order is paid again');
        } else {
          request.log.info(fields, 'refund notification');
        }
        return answer(true, '');
      }
      const verified = await provider.verifyNotification({ headers: request.headers, body });
      outcome = await members.applyPayment(verified);
      if (outcome.kind === 'paid' || outcome.kind === 'already-paid') {
        request.log.info(
          { orderId: verified.orderId, outcome: outcome.kind },
          'payment notification',
        );
        return answer(true, '');
      }
      request.log.warn(
        {
          orderId: verified.orderId,
          amount: verified.amount,
          outcome: outcome.kind,
          provider: provider.name,
        },
        'payment notification refused',
      );
      return answer(false, REFUSED[outcome.kind] ?? '通知被拒绝');
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error;
      if (error.reason === 'not-paid') return answer(true, '');
      request.log.warn(
        { reason: error.reason, provider: provider.name },
        'payment notification refused',
      );
      return answer(false, REFUSED[error.reason] ?? '通知被拒绝');
    }
  });
};
