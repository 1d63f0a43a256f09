import type { ApiClient } from '@aita/api';
import type { BasketStore, IntentStore, LoginSource } from '@aita/core';
import { getContext } from 'typed-redux-saga';

/** The page's address bar and lifecycle, as the identity sagas need them. */
export interface BrowserPort {
  /** The full current URL (`window.location.href`). */
  currentUrl(): string;
  /** Replaces the current history entry without navigating (`history.replaceState`). */
  replaceUrl(url: string): void;
  /** A full page reload (§4: a period or subject change reloads the page). */
  reloadPage(): void;
  /** `navigator.userAgent` (§9 device tag). */
  userAgent(): string;
}

/** The stored login token (session + cookie, §9), as the identity sagas need it. */
export interface SessionPort {
  /** The stored login token, `''` when logged out (§4). */
  readToken(): string;
  /** Stores a new login token (10 days for frame, 30 for the others, §9). */
  storeToken(token: string, source: LoginSource): void;
  /** Forgets the stored token (both copies). */
  clearToken(): void;
  /** Calls `listener` whenever the API client cleared the token after a token code (§8). */
  subscribeTokenCleared(listener: () => void): () => void;
}

/**
 * Saving a file and the blocking alert of a failed download (§7 "Downloads fetch the PDF as a
 * blob", §8). Tests record instead: a browser-less store cannot click a link.
 */
export interface FilePort {
  /** Hands `blob` to the browser as a download named `name`. */
  saveFile(blob: Blob, name: string): void;
  /** §8 "Download failure: alert …": a blocking alert. */
  alert(text: string): void;
}

/** Client-side navigation for sagas (react-router's `navigate`, attached inside the router). */
export interface NavigationPort {
  /** Goes to `to` (a path with its query), with router `state` for the page that opens. */
  navigate(to: string, state?: unknown): void;
}

/** Turns a pasted image into the bytes to upload (§5: canvas, 0.8, JPEG 0.6). */
export type ImageCompressor = (file: Blob) => Promise<Blob>;

/**
 * Everything sagas need from the host besides HTTP, injected when the store is created (the
 * browser in main.tsx, memory in tests), so the same sagas run against a real server in tests.
 */
export interface AppPorts {
  /** The device id (cookie, 300 days, §9): the A/B subject of anonymous users. */
  deviceId: string;
  /** Core's pending-intent store (§3 pending new-home request, favourite, nobook; §4). */
  intents: IntentStore;
  /** The 试题篮 kept across reloads, per teacher; removed at logout. */
  basket: BasketStore;
  session: SessionPort;
  browser: BrowserPort;
  files: FilePort;
  navigation: NavigationPort;
  compressImage: ImageCompressor;
}

/** The saga context of the store (`createSagaMiddleware({ context })`). */
export interface SagaContext {
  /** The `@aita/api` client: sagas call the endpoint functions with it. */
  client: ApiClient;
  ports: AppPorts;
}

/**
 * The api client of the saga context: `const client = yield* apiClient();` then
 * `yield* call(fetchUserInfo, client)`, so "go to definition" lands on the request.
 */
export function* apiClient() {
  return yield* getContext<ApiClient>('client');
}

/** The host ports of the saga context (storage, address bar, files, image compression). */
export function* appPorts() {
  return yield* getContext<AppPorts>('ports');
}
