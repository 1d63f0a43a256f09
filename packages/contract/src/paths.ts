/**
 * Where every endpoint lives: method, path, kind and login rule, per product area. This file is
 * the contract's only source of URLs and imports nothing (no zod), so `@aita/contract/paths` can
 * go into a browser bundle: `@aita/api` calls `paths.apps.search.path` and takes its types from
 * the schemas with `import type` (docs/architecture/contract.md "Two entry points").
 */

/** HTTP methods the server answers. */
export type Method = 'GET' | 'POST' | 'PUT';

/**
 * What an endpoint answers, so a test that walks them all knows how to call each:
 * - `json`: the `{code, msg, data}` envelope;
 * - `stream`: `text/event-stream` once accepted, envelope refusals before it opens;
 * - `blob`: bytes (a PDF, an image, a stored object) or an envelope refusal;
 * - `page`: a plain answer with its own status codes (HTML, script, style, the health probe);
 * - `upload`: takes a multipart or raw body rather than JSON.
 */
export type EndpointKind = 'json' | 'stream' | 'blob' | 'page' | 'upload';

/**
 * Who may call: `public` (anyone), `optional` (a token, when sent, changes the answer, e.g.
 * `isCollect`), `user` (login required: 20100/20200 before any input is read).
 */
export type EndpointAuth = 'public' | 'optional' | 'user';

/** One endpoint's address and manner, without schemas. */
export interface Route<
  M extends Method = Method,
  P extends string = string,
  K extends EndpointKind = EndpointKind,
> {
  readonly method: M;
  /** The path as the server routes it (`:name` a parameter, `*` the rest). */
  readonly path: P;
  readonly kind: K;
  readonly auth: EndpointAuth;
}

const route = <const M extends Method, const P extends string, const K extends EndpointKind>(
  method: M,
  path: P,
  kind: K,
  auth: EndpointAuth,
): Route<M, P, K> => ({ method, path, kind, auth });

/** The routes of every area; area names are those of ARCHITECTURE.md. */
export const paths = {
  identity: {
    userInfo: route('POST', '/v1/user/info', 'json', 'user'),
    updateProfile: route('POST', '/v1/user/mod', 'json', 'user'),
    userConfigs: route('POST', '/v1/user/configs', 'json', 'public'),
    logout: route('POST', '/v1/user/logout', 'json', 'optional'),
    report: route('POST', '/v1/report', 'json', 'optional'),
    ticketLogin: route('POST', '/v1/udc/ticket-login', 'json', 'public'),
    passportLogin: route('POST', '/passport/api/login', 'json', 'public'),
    passportRegister: route('POST', '/passport/api/register', 'json', 'public'),
    passportTicket: route('POST', '/passport/api/ticket', 'json', 'user'),
    passportSsoToken: route('POST', '/passport/api/sso-token', 'json', 'user'),
    passportSmsCode: route('POST', '/passport/api/sms-code', 'json', 'public'),
    passportResetPassword: route('POST', '/passport/api/reset-password', 'json', 'public'),
    changePassword: route('POST', '/v1/user/password', 'json', 'user'),
    sessionList: route('POST', '/v1/user/sessions', 'json', 'user'),
    sessionRevoke: route('POST', '/v1/user/sessions/revoke', 'json', 'user'),
    sessionRevokeAll: route('POST', '/v1/user/sessions/revoke-all', 'json', 'user'),
    /** The token is checked by the login provider: 11100 上传失败，请重试 when it is not valid. */
    avatarUpload: route('POST', '/passport/api/avatar', 'upload', 'user'),
    avatarFile: route('GET', '/files/avatars/:name', 'blob', 'public'),
    loginPage: route('GET', '/passport/login', 'page', 'public'),
    loginScript: route('GET', '/passport/assets/login.js', 'page', 'public'),
    loginStyle: route('GET', '/passport/assets/login.css', 'page', 'public'),
  },
  school: {
    checkCode: route('POST', '/v1/org/check_code', 'json', 'user'),
    join: route('POST', '/v1/org/join', 'json', 'user'),
    setCurrent: route('POST', '/v1/user/cur_org', 'json', 'user'),
  },
  apps: {
    indexList: route('POST', '/v1/app/index/list', 'json', 'optional'),
    search: route('POST', '/v1/app/search', 'json', 'optional'),
    recommend: route('GET', '/v1/app/recommend', 'json', 'optional'),
    favourites: route('POST', '/v1/aitalk/collect/list', 'json', 'user'),
    updateFavourite: route('POST', '/v1/aitalk/collect/update', 'json', 'user'),
    addRecentApp: route('POST', '/v1/aitalk/mylist/add', 'json', 'user'),
    addRecentAssistant: route('POST', '/v1/aiassistant/mylist/add', 'json', 'user'),
    logo: route('GET', '/static/app-logos/:file', 'blob', 'public'),
  },
  assistant: {
    info: route('POST', '/v1/aiassistant/info', 'json', 'public'),
    question: route('POST', '/v2/aiassistant/question', 'stream', 'user'),
    chatConfig: route('POST', '/v1/aitalk/config', 'json', 'public'),
    check: route('POST', '/v1/aitalk/check', 'json', 'optional'),
    conversations: route('POST', '/v1/aitalk/mylist', 'json', 'user'),
    deleteConversation: route('POST', '/v1/aitalk/mylist/del', 'json', 'user'),
    pinConversation: route('POST', '/v1/aitalk/top/update', 'json', 'user'),
    conversationLog: route('POST', '/v1/aitalk/log/list', 'json', 'user'),
    renameConversation: route('POST', '/v1/aitalk/log/update', 'json', 'user'),
    conversation: route('POST', '/v1/aitalk/info', 'json', 'user'),
    uriInfo: route('POST', '/v1/aitalk/uri/info', 'json', 'optional'),
    networkLog: route('POST', '/v1/network/log/list', 'json', 'user'),
  },
  membership: {
    products: route('GET', '/v1/member/products', 'json', 'public'),
    createOrder: route('POST', '/v1/member/order/create', 'json', 'user'),
    orderStatus: route('GET', '/v1/member/order/status', 'json', 'user'),
    orderPage: route('GET', '/v1/member/order/pagelist', 'json', 'user'),
    redeem: route('POST', '/v1/redeem/use', 'json', 'user'),
    /** The sandbox provider's checkout (only when the payment provider is the sandbox). */
    sandboxCheckout: route('GET', '/v1/member/sandbox/pay', 'page', 'public'),
    /** The sandbox's payment notification (form or JSON `orderId`, `token`). */
    sandboxNotify: route('POST', '/v1/member/sandbox/pay', 'page', 'public'),
  },
  home: {
    functions: route('POST', '/v1/home/functions', 'json', 'optional'),
    cards: route('POST', '/v1/home/cards', 'json', 'public'),
    qrcodes: route('GET', '/v1/qrcode/list', 'json', 'public'),
    qrcodeImage: route('GET', '/static/qrcode/:file', 'blob', 'public'),
  },
  activity: {
    info: route('POST', '/v1/activity/info', 'json', 'optional'),
    banner: route('GET', '/static/activity/:file', 'blob', 'public'),
  },
  teachingAids: {
    download: route('POST', '/v1/teaching-aid/download', 'blob', 'user'),
  },
  questionBank: {
    /** Browse and search the bank (organisation members; docs/questionBank.md "Access"). */
    questions: route('POST', '/v2/aitalk/question/infos', 'json', 'user'),
    detail: route('POST', '/v1/tiku/question/detail', 'json', 'user'),
    /** The knowledge-point tree of one 学段 and 学科 (curriculum, not content: public). */
    knowledgeTree: route('POST', '/v1/tiku/knowledge/tree', 'json', 'public'),
    /** The in-app address of the current school's bank (the embed flag's `page`). */
    tikuLink: route('POST', '/v1/org/tiku_link', 'json', 'user'),
  },
  /**
   * What serves every area: the health probe, the site configuration, uploads to the object
   * store and the static site pages.
   */
  files: {
    /** Multipart: a field `kind`, then one file part (docs/architecture/intake.md). */
    upload: route('POST', '/v1/file/upload', 'upload', 'user'),
    detail: route('POST', '/v1/file/detail', 'json', 'user'),
    delete: route('POST', '/v1/file/delete', 'json', 'user'),
  },
  platform: {
    healthz: route('GET', '/healthz', 'page', 'public'),
    readyz: route('GET', '/readyz', 'page', 'public'),
    resourceConfig: route('POST', '/v1/base/resource/config', 'json', 'public'),
    gradeConfig: route('GET', '/v1/base/grade/config', 'json', 'public'),
    /** Which AI capabilities have a model here, so the web says what needs one before a try. */
    capabilities: route('POST', '/v1/base/capabilities', 'json', 'public'),
    ossCredential: route('GET', '/v1/oss/token/get', 'json', 'user'),
    /** Signed with the credential of `ossCredential` (OSS V1 signature), not with X-Token. */
    ossPut: route('PUT', '/oss/*', 'upload', 'public'),
    ossGet: route('GET', '/oss/*', 'blob', 'public'),
    sitePage: route('GET', '/static/pages/:file', 'page', 'public'),
    /** Only while the web app is not built (网页端尚未构建); the built app is served instead. */
    webIndex: route('GET', '/', 'page', 'public'),
  },
} as const;

/** The area names. */
export type Area = keyof typeof paths;
