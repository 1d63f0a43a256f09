import { create } from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (the QR standard asks for 4; 2 is enough on white). */
const MARGIN = 2;

/**
 * The dark modules of a QR code of `text` as one SVG path (one `h1` run per dark module), in
 * module units, plus the side length with the margin. Error correction M, like the server's codes.
 */
export function qrCodePath(text: string): { side: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (modules.get(x, y)) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
    }
  }
  return { side: n + 2 * MARGIN, d };
}

/**
 * The payment QR code (`qrContent` of the created order), drawn in the browser as SVG: the
 * `qrcode` package lives only in this lazy chunk (docs/membership-web.md "QR code").
 */
export function PaymentQr({
  text,
  label,
  size = 176,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { side, d } = useMemo(() => qrCodePath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="payment-qr"
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg border border-line"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#111827" />
    </svg>
  );
}

export default PaymentQr;
