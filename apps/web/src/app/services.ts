import {
  addRecentApp,
  addRecentAssistant,
  checkBeforeChat,
  fetchActivityInfo,
  fetchAppIndexList,
  fetchFavourites,
  fetchHomeCards,
  fetchHomeFunctions,
  fetchQrCodes,
  fetchResourceConfig,
  isApiError,
  searchApps,
  updateFavourite,
  type ApiClient,
  type AppSearchResult,
  type FavouriteList,
  type FavouriteStatus,
  type HomeCards,
  type PreChatCheck,
  type ResourceConfig,
} from '@aita/api';
import {
  createIntentStore,
  MSG_NETWORK_ERROR,
  type ActivityInfo,
  type AppIndexList,
  type AppIndexListQuery,
  type AppInfo,
  type IntentStore,
  type KeyValueStorage,
  type QrItem,
} from '@aita/core';
import {
  createIdentityServices,
  type IdentityServices,
} from '../features/identity/auth/identityServices';

/** Per-call options the sagas pass down (a saga cancelled by `takeLatest` aborts its call). */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Everything the sagas need from the outside world, passed in when the store is created so
 * tests run the same sagas against a real server. Each call resolves with the envelope's `data`
 * or rejects with an `ApiError` whose `msg` is the Chinese text to show (spec §8).
 */
export interface AppServices extends IdentityServices {
  /**
   * The API client itself, for services of lazily loaded features (chat builds its
   * `ChatServices` over it in its own chunk, issue 4).
   */
  apiClient: ApiClient;
  /** `POST /v1/app/index/list` (spec §7). */
  fetchAppIndexList(query?: AppIndexListQuery, options?: CallOptions): Promise<AppIndexList>;
  /** The device id (cookie, 300 days, §9): the A/B subject of anonymous users. */
  getDeviceId(): string;

  // Issue 4: homes, application centre, favourites (docs/home-web.md).
  /** `POST /v1/app/search {query}`. */
  searchApps(query: string, options?: CallOptions): Promise<AppSearchResult>;
  /** `POST /v1/aitalk/collect/list` (login). */
  fetchFavourites(options?: CallOptions): Promise<FavouriteList>;
  /** `POST /v1/aitalk/collect/update {appId, status}` (login). */
  updateFavourite(appId: number, status: FavouriteStatus): Promise<unknown>;
  /** `POST /v1/aitalk/mylist/add` or, for an assistant app, `/v1/aiassistant/mylist/add`. */
  addRecentApp(app: Pick<AppInfo, 'appId' | 'category'>): Promise<unknown>;
  /** `POST /v1/home/functions`: the new home's recommended function buttons. */
  fetchHomeFunctions(): Promise<{ list: AppInfo[] }>;
  /** `POST /v1/home/cards`: the new home's feature cards. */
  fetchHomeCards(): Promise<HomeCards>;
  /** `GET /v1/qrcode/list`: the side panel's three QR codes. */
  fetchQrCodes(): Promise<QrItem[]>;
  /** `POST /v1/activity/info`: the invite/activity banner. */
  fetchActivityInfo(): Promise<ActivityInfo>;
  /** `POST /v1/base/resource/config`: footer links and the ICP line. */
  fetchResourceConfig(): Promise<ResourceConfig>;
  /** `POST /v1/aitalk/check {}`: the pre-chat entitlement check. */
  checkBeforeChat(): Promise<PreChatCheck>;
  /**
   * Uploads one image to object storage with a fresh credential (`GET /v1/oss/token/get` +
   * ali-oss, loaded on first use) and resolves with its public link. Rejects with an `Error`
   * whose message is the §8 text (获取上传凭证失败 / 上传失败：{reason}).
   */
  uploadImage(file: Blob, name: string): Promise<string>;
  /** Core's pending-intent store (§3 pending new-home request, favourite, nobook; §4). */
  intents: IntentStore;
}

/** A storage that lives as long as the page: intents of tests and hosts without storage. */
function pageMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * Services over one `@aita/api` client. `intents` defaults to an in-memory store (tests); the
 * browser passes one over localStorage.
 */
export function createServices(
  client: ApiClient,
  getDeviceId: () => string,
  intents: IntentStore = createIntentStore({ storage: pageMemoryStorage(), now: Date.now }),
): AppServices {
  return {
    fetchAppIndexList: (query = {}, options = {}) => fetchAppIndexList(client, query, options),
    getDeviceId,
    ...createIdentityServices(client),
    apiClient: client,
    searchApps: (query, options = {}) => searchApps(client, query, options),
    fetchFavourites: (options = {}) => fetchFavourites(client, options),
    updateFavourite: (appId, status) => updateFavourite(client, appId, status),
    addRecentApp: (app) =>
      app.category === 'aiassistant'
        ? addRecentAssistant(client, app.appId)
        : addRecentApp(client, app.appId),
    fetchHomeFunctions: () => fetchHomeFunctions(client),
    fetchHomeCards: () => fetchHomeCards(client),
    fetchQrCodes: () => fetchQrCodes(client),
    fetchActivityInfo: () => fetchActivityInfo(client),
    fetchResourceConfig: () => fetchResourceConfig(client),
    checkBeforeChat: () => checkBeforeChat(client),
    // ali-oss is big: loaded only when a teacher first pastes an image.
    uploadImage: async (file, name) =>
      (await import('../shared/upload/ossUpload')).uploadToOss(client, file, name),
    intents,
  };
}

/**
 * The Chinese message of a failed call: the server's msg for a business code, 网络异常，暂无数据
 * for every transport failure (§8); anything unexpected also reads as the network message.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.msg) return error.msg;
  return MSG_NETWORK_ERROR;
}
