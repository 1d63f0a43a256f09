import { Code, Header } from '@aita/core';
import type { AfterResponseHook } from 'ky';

/** What the client does with the stored token. */
export interface TokenActions {
  clearToken: () => void;
  /** Reload the page (web) or restart the session (other front ends). */
  reload: () => void;
}

/** The hook's actions, and the token stored now ('' when anonymous). */
export interface TokenHookActions extends TokenActions {
  currentToken: () => string;
}

/**
 * Spec §8: code 20200 → clear the stored token and reload; codes 20100 and 11100 → clear the
 * stored token only. Any other code does nothing. Returns whether the code was a token code.
 */
export function applyTokenCode(code: unknown, actions: TokenActions): boolean {
  if (code === Code.TOKEN_EXPIRED) {
    actions.clearToken();
    actions.reload();
    return true;
  }
  if (code === Code.NOT_LOGGED_IN || code === Code.PROVIDER_CREDENTIAL) {
    actions.clearToken();
    return true;
  }
  return false;
}

/**
 * ky `afterResponse` hook applying {@link applyTokenCode} to every JSON envelope, whatever the
 * HTTP status and whichever call made it (endpoint, blob or raw `http` call).
 * Only `application/json` bodies are read: an event stream or a blob is never buffered here.
 * A token code speaks of the token the request carried: an answer to a request sent with
 * another token (an anonymous call still on its way when the login stored one, or a call from
 * before an account switch) leaves the token stored now alone.
 */
export function createTokenCodesHook(actions: TokenHookActions): AfterResponseHook {
  return async (request, _options, response) => {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return;
    if ((request.headers.get(Header.TOKEN) ?? '') !== actions.currentToken()) return;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return; // the decoder reports unparsable bodies
    }
    if (typeof body === 'object' && body !== null) {
      applyTokenCode((body as { code?: unknown }).code, actions);
    }
  };
}
