/** sessionStorage key caching the os=jzax choice (spec §2 "Layout"). */
export const EMBED_STORAGE_KEY = 'aita.embed.os';
/** The `os` value that hides header, sidebar and side panel. */
export const EMBED_OS = 'jzax';

/**
 * Whether the layout runs embedded (spec §2: with os=jzax in the query, header, sidebar and
 * side panel are hidden, and that choice is cached). An explicit `os` decides; without one the
 * cached choice of this tab's session applies.
 */
export function resolveEmbedMode(search: string, cached: string | null): boolean {
  const os = new URLSearchParams(search).get('os');
  if (os !== null) return os === EMBED_OS;
  return cached === EMBED_OS;
}

/** Stores the choice an explicit `os` parameter made; leaves the cache alone otherwise. */
export function persistEmbedMode(
  search: string,
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
): void {
  const os = new URLSearchParams(search).get('os');
  if (os === null) return;
  if (os === EMBED_OS) storage.setItem(EMBED_STORAGE_KEY, EMBED_OS);
  else storage.removeItem(EMBED_STORAGE_KEY);
}

/** sessionStorage, or null where it is unavailable (privacy modes, sandboxed frames). */
export function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (_error) {
    return null;
  }
}

/**
 * `embed=1`: the page is shown inside another page (the 80% app dialog, other front ends;
 * docs/apps.md "Embedded app page"): header, sidebar, side panel, bottom tabs and the chat's
 * conversation list are hidden. Unlike os=jzax it is not cached: it applies to this URL only.
 */
export function isAppFrame(search: string): boolean {
  return new URLSearchParams(search).get('embed') === '1';
}
