import type { PendingFavourite, PendingNewHomeRequest, PendingNobookRequest } from '../domain';
import { NETWORK_SEARCH_OFF, NETWORK_SEARCH_ON } from '../domain';

type Obj = Record<string, unknown>;
const isObj = (raw: unknown): raw is Obj =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);
const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * A stored new-home request (§3), or `null` when it has no question text and no image: such a
 * request could not be sent (§4 "empty text is rejected"). Missing optional fields get defaults.
 */
export function parsePendingNewHomeRequest(raw: unknown): PendingNewHomeRequest | null {
  if (!isObj(raw)) return null;
  const content = str(raw.content);
  const imgUrls = Array.isArray(raw.imgUrls)
    ? raw.imgUrls.filter((u): u is string => typeof u === 'string' && u !== '')
    : [];
  if (!content.trim() && imgUrls.length === 0) return null;
  return {
    appId: num(raw.appId, 0),
    name: str(raw.name),
    isTemplate: raw.isTemplate === true || raw.isTemplate === 1,
    category: str(raw.category),
    content,
    isDeepThink: raw.isDeepThink === true || raw.isDeepThink === 1,
    isNetworkSearch:
      raw.isNetworkSearch === NETWORK_SEARCH_ON ? NETWORK_SEARCH_ON : NETWORK_SEARCH_OFF,
    timestamp: num(raw.timestamp, 0),
    imgUrls,
  };
}

/** A stored favourite (§3), or `null` without a positive numeric appId (§4: "ignored"). */
export function parsePendingFavourite(raw: unknown): PendingFavourite | null {
  if (!isObj(raw)) return null;
  const appId =
    typeof raw.appId === 'string' && /^\d+$/.test(raw.appId) ? Number(raw.appId) : raw.appId;
  if (typeof appId !== 'number' || !Number.isSafeInteger(appId) || appId <= 0) return null;
  return { appId, timestamp: num(raw.timestamp, 0) };
}

/**
 * A stored nobook request (§3), or `null` without a non-blank app name or a positive appId (the
 * server decides by appId; a request stored by an older version, name only, is dropped).
 */
export function parsePendingNobookRequest(raw: unknown): PendingNobookRequest | null {
  if (!isObj(raw)) return null;
  const name = str(raw.name);
  const appId = raw.appId;
  if (!name.trim()) return null;
  if (typeof appId !== 'number' || !Number.isSafeInteger(appId) || appId <= 0) return null;
  return { appId, name, timestamp: num(raw.timestamp, 0) };
}
