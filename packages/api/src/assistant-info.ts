import type { AssistantInfo } from './endpoints/assistant';

/**
 * Whether `value` is an {@link AssistantInfo}: the contract's `assistantConfigInfoSchema`
 * (`prologueDesc` and `logo` strings, `isNetwork` a number, `isOffline` 0 or 1), checked by hand
 * so the browser need not load zod for it; a test holds the two together. For the config that did
 * not come through {@link fetchAssistantInfo}: the copy the server embeds in the chat page.
 */
export function isAssistantInfo(value: unknown): value is AssistantInfo {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.prologueDesc === 'string' &&
    typeof info.logo === 'string' &&
    typeof info.isNetwork === 'number' &&
    Number.isFinite(info.isNetwork) &&
    (info.isOffline === 0 || info.isOffline === 1)
  );
}
