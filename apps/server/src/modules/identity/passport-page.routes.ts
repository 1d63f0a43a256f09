import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_CSS, LOGIN_JS, loginPageHtml } from './login-assets';

/**
 * The Content-Security-Policy of the login page: its own script and style only, fetches to its
 * own origin, and framing only by the app (`frame-ancestors` = PUBLIC_ORIGIN).
 */
export function loginPageCsp(publicOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${new URL(publicOrigin).origin}`,
  ].join('; ');
}

/** `GET /passport/login` and its two assets (docs/identity.md "Login page"). */
export const passportPageRoutes: FastifyPluginAsync<{ publicOrigin: string }> = async (
  app,
  { publicOrigin },
) => {
  const origin = new URL(publicOrigin).origin;
  const html = loginPageHtml(origin);
  const csp = loginPageCsp(origin);
  app.get('/passport/login', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html),
  );
  app.get('/passport/assets/login.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(LOGIN_JS),
  );
  app.get('/passport/assets/login.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(LOGIN_CSS),
  );
};
