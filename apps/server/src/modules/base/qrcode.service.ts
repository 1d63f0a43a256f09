import type { QrItem, QrKind } from '@aita/core';
import { QR_ORDER } from '@aita/core';

/** What each QR code is called and where it leads (paths under PUBLIC_ORIGIN). */
export const QR_TARGETS: Record<QrKind, { name: string; path: string }> = {
  assistant: { name: '专属助手', path: '/chat/index' },
  group: { name: '教师交流群', path: '/static/pages/group.html' },
  app: { name: '下载 App', path: '/static/pages/download.html' },
};

/** URL path of the QR image of `kind`. */
export const qrImagePath = (kind: QrKind): string => `/static/qrcode/${kind}.svg`;

export interface QrCodeService {
  /** §3 QR list: assistant, group, app download, in that order. */
  list(): QrItem[];
  /**
   * The SVG of `kind` (generated once per origin, then cached); undefined for an unknown kind.
   * `origin` defaults to PUBLIC_ORIGIN.
   */
  svg(kind: string, origin?: string): Promise<string | undefined>;
  /** The URL a code encodes. */
  target(kind: QrKind, origin?: string): string;
  /** The configured PUBLIC_ORIGIN. */
  readonly publicOrigin: string;
}

/**
 * Real QR codes (the `qrcode` package, imported by the first code drawn; error correction M)
 * encoding URLs under `publicOrigin` (§2 side panel, §7 `GET /v1/qrcode/list`).
 */
export function createQrCodeService({ publicOrigin }: { publicOrigin: string }): QrCodeService {
  const cache = new Map<string, Promise<string>>();
  const isKind = (k: string): k is QrKind => (QR_ORDER as readonly string[]).includes(k);
  const target = (kind: QrKind, origin = publicOrigin) => `${origin}${QR_TARGETS[kind].path}`;
  return {
    publicOrigin,
    list: () =>
      QR_ORDER.map((kind) => ({ kind, name: QR_TARGETS[kind].name, image: qrImagePath(kind) })),
    target,
    svg(kind, origin = publicOrigin) {
      if (!isKind(kind)) return Promise.resolve(undefined);
      const cacheKey = `${origin} ${kind}`;
      let svg = cache.get(cacheKey);
      if (!svg) {
        // Only the port-0 fallback varies the origin; keep the cache small all the same.
        if (cache.size >= 64) cache.clear();
        const text = target(kind, origin);
        svg = import('qrcode').then(({ default: QRCode }) =>
          QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
        );
        cache.set(cacheKey, svg);
      }
      return svg;
    },
  };
}
