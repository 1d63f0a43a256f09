import type { QrItem, QrKind } from '@aita/core';
import { QR_ORDER } from '@aita/core';
import QRCode from 'qrcode';

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
  /** The SVG of `kind` (generated once, then cached); undefined for an unknown kind. */
  svg(kind: string): Promise<string | undefined>;
  /** The URL a code encodes. */
  target(kind: QrKind): string;
}

/**
 * Real QR codes (the `qrcode` package, error correction M) encoding URLs under `publicOrigin`
 * (§2 side panel, §7 `GET /v1/qrcode/list`).
 */
export function createQrCodeService({ publicOrigin }: { publicOrigin: string }): QrCodeService {
  const cache = new Map<QrKind, Promise<string>>();
  const isKind = (k: string): k is QrKind => (QR_ORDER as readonly string[]).includes(k);
  const target = (kind: QrKind) => `${publicOrigin}${QR_TARGETS[kind].path}`;
  return {
    list: () =>
      QR_ORDER.map((kind) => ({ kind, name: QR_TARGETS[kind].name, image: qrImagePath(kind) })),
    target,
    svg(kind) {
      if (!isKind(kind)) return Promise.resolve(undefined);
      let svg = cache.get(kind);
      if (!svg) {
        svg = QRCode.toString(target(kind), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        cache.set(kind, svg);
      }
      return svg;
    },
  };
}
