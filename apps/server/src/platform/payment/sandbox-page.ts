import { formatPriceYuan, SANDBOX_PAYMENT_NOTICE } from '@aita/core';
import { MSG_PAY_BACK, MSG_PAY_CONFIRM, MSG_PAY_TITLE } from './messages';

/** The Content-Security-Policy of the sandbox pages: no script, posts only to this origin. */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(SANDBOX_PAYMENT_NOTICE)} - AI教学助手</title>
<style>
body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#1f2937}
.sandbox{background:#fef3c7;border:2px dashed #d97706;color:#92400e;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7280}dd{margin:0}
.price{font-size:1.5rem;color:#dc2626;font-weight:700}
button{width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
</style>
</head><body>
<p class="sandbox" role="note">${escapeHtml(SANDBOX_PAYMENT_NOTICE)}</p>
${body}
</body></html>
`;
}

/** The sandbox checkout: the order and a confirm button posting the one-time pay token. */
export function sandboxCheckoutPage(input: {
  action: string;
  orderId: string;
  token: string;
  productName: string;
  duration: number;
  actualPrice: number;
}): string {
  return page(`<h1>${escapeHtml(MSG_PAY_TITLE)}</h1>
<dl>
<dt>商品</dt><dd>${escapeHtml(input.productName)}</dd>
<dt>时长</dt><dd>${input.duration}天</dd>
<dt>订单号</dt><dd>${escapeHtml(input.orderId)}</dd>
<dt>应付金额</dt><dd class="price">¥${formatPriceYuan(input.actualPrice)}</dd>
</dl>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="orderId" value="${escapeHtml(input.orderId)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit">${escapeHtml(MSG_PAY_CONFIRM)}</button>
</form>
<p>这是测试环境的模拟支付：点击确认后订单即视为已支付，不会产生任何真实扣款。</p>`);
}

/** The page after a confirmation (or for a link that no longer pays anything). */
export function sandboxResultPage(message: string): string {
  return page(`<h1>${escapeHtml(message)}</h1>
<p>可以关闭本页面，回到 AI教学助手 查看会员状态。</p>
<p><a href="/home/index">${escapeHtml(MSG_PAY_BACK)}</a></p>`);
}
