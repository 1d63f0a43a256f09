/**
 * The home area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/home`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the home area (`paths.home`). */
export const homePaths = {
  functions: route('POST', '/v1/home/functions', 'json', 'optional'),
  cards: route('POST', '/v1/home/cards', 'json', 'optional'),
  qrcodes: route('GET', '/v1/qrcode/list', 'json', 'public'),
  qrcodeImage: route('GET', '/static/qrcode/:file', 'blob', 'public'),
} as const;
