import { BOOT_DATA_ID } from '@aita/core';

/** The data a page was served with, each key handed out once. */
export interface BootData {
  /**
   * The value of `key`, the first time it is asked for; undefined after that, or when the page has
   * no such key (or no block, or one that is not a JSON object).
   */
  take(key: string): unknown;
}

/** The block's JSON object, or undefined when it is missing, unreadable or not an object. */
function parseBlock(
  readText: () => string | null | undefined,
): Record<string, unknown> | undefined {
  try {
    const text = readText();
    if (!text) return undefined;
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    return data as Record<string, unknown>;
  } catch (_error) {
    return undefined;
  }
}

/**
 * Boot data read through `readText` (the block's text), parsed once on the first `take`. Each
 * key is handed out once: the data describes the page as it was served, so a later visit of the
 * same route in this tab asks the server as before.
 */
export function createBootData(readText: () => string | null | undefined): BootData {
  let data: Record<string, unknown> | undefined;
  let parsed = false;
  return {
    take(key) {
      if (!parsed) {
        parsed = true;
        data = parseBlock(readText);
      }
      if (!data || !Object.hasOwn(data, key)) return undefined;
      const value = data[key];
      delete data[key];
      return value;
    },
  };
}

const pageBootData = createBootData(() =>
  typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent,
);

/** {@link BootData.take} of the data this page was served with (`#aita-boot`). */
export function takeBootData(key: string): unknown {
  return pageBootData.take(key);
}
