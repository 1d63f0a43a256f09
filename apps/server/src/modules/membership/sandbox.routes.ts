import { TOKEN_COOKIE_NAME } from '@aita/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { tokenOf } from '../identity';
import { hashSecret, looksLikeSecret } from '../../platform/tokens';
import type { MemberService } from './service';
import {
  MSG_PAY_ALREADY,
  MSG_PAY_CLOSED,
  MSG_PAY_DONE,
  MSG_PAY_INVALID,
  MSG_PAY_LOGIN,
} from './messages';
import { PaymentVerificationError, type PaymentProvider } from '../../platform/payment/provider';
import { SANDBOX_PAY_PATH } from '../../platform/payment/sandbox';
import {
  SANDBOX_PAGE_CSP,
  sandboxCheckoutPage,
  sandboxResultPage,
} from '../../platform/payment/sandbox-page';

/** Largest form the confirm button posts (two short fields). */
const FORM_LIMIT = 4096;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The login token of the pay page's confirmation: `X-Token`, else the web app's token cookie
 * (`aita_token`, SameSite=Lax: a same-origin form post carries it, another site's does not).
 */
function loginTokenOf(request: FastifyRequest): string | undefined {
  const header = tokenOf(request);
  if (header) return header;
  const cookie = request.headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== TOKEN_COOKIE_NAME) continue;
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value || undefined;
    } catch (_error) {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The sandbox payment provider's page (docs/membership.md "Sandbox"), labelled
 * 沙箱支付（测试环境，不会真实扣款）:
 * - `GET SANDBOX_PAY_PATH?orderId=…&token=…` shows the order and a confirm button;
 * - `POST SANDBOX_PAY_PATH` (form or JSON `orderId`, `token`) is the sandbox's payment
 *   notification: verified by the provider, then applied exactly once by the member service.
 *   200 paid (or already paid), 409 closed, 400 a link that pays nothing.
 * The confirmation needs both the link's one-time pay token and the order's owner logged in
 * (X-Token or the web app's token cookie): a pay link that leaked pays nothing, and a teacher
 * cannot pay another teacher's order. 401 without a login, 400 for someone else's order.
 */
export const sandboxPayRoutes: FastifyPluginAsync<{
  members: MemberService;
  provider: PaymentProvider;
}> = async (app, { members, provider }) => {
  // The confirm button posts a plain HTML form; this parser exists only in this plugin's scope.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      const fields = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      done(null, Object.fromEntries(fields));
    },
  );

  app.get(SANDBOX_PAY_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const orderId = one(query.orderId) ?? '';
    const token = one(query.token) ?? '';
    const view =
      orderId.length <= 64 && looksLikeSecret(token)
        ? await members.paymentView(orderId, hashSecret(token))
        : undefined;
    if (!view) return sendPage(reply, 404, sandboxResultPage(MSG_PAY_INVALID));
    if (view.status === 'paid') return sendPage(reply, 200, sandboxResultPage(MSG_PAY_ALREADY));
    if (view.status === 'closed') return sendPage(reply, 409, sandboxResultPage(MSG_PAY_CLOSED));
    return sendPage(
      reply,
      200,
      sandboxCheckoutPage({ action: SANDBOX_PAY_PATH, orderId, token, ...view }),
    );
  });

  app.post(SANDBOX_PAY_PATH, async (request, reply) => {
    const login = await request.server.sessions.resolve(loginTokenOf(request));
    if (login.status !== 'ok') return sendPage(reply, 401, sandboxResultPage(MSG_PAY_LOGIN));
    let verified;
    try {
      verified = await provider.verifyNotification({
        headers: request.headers,
        body: request.body,
      });
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error;
      return sendPage(reply, 400, sandboxResultPage(MSG_PAY_INVALID));
    }
    const outcome = await members.applyPayment({ ...verified, userId: login.user.id });
    if (outcome.kind === 'paid') {
      request.log.info({ orderId: outcome.orderId }, 'sandbox payment applied');
      return sendPage(reply, 200, sandboxResultPage(MSG_PAY_DONE));
    }
    if (outcome.kind === 'already-paid') {
      return sendPage(reply, 200, sandboxResultPage(MSG_PAY_ALREADY));
    }
    if (outcome.kind === 'closed') return sendPage(reply, 409, sandboxResultPage(MSG_PAY_CLOSED));
    return sendPage(reply, 400, sandboxResultPage(MSG_PAY_INVALID));
  });
};
