import { create } from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (the QR standard asks for 4; 2 is enough on white). */
const MARGIN = 2;

/**
 * The dark modules of a QR code of `text` as one SVG path (a rectangle per horizontal run), in
 * module units, plus the side length with the margin. Error correction M, like the server's codes.
 */
export function qrCodePath(text: string): { side: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  // `get(row, column)`; one rectangle per horizontal run of dark modules.
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n;) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      let run = 1;
      while (x + run < n && modules.get(y, x + run)) run += 1;
      d += `M${x + MARGIN} ${y + MARGIN}h${run}v1h-${run}z`;
      x += run;
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
