/**
 * The server's own Chinese messages (not spec strings: those live in @aita/core's messages.ts).
 * One place each; see docs/server.md "Error policy".
 */
export const MSG_OK = 'ok';
export const MSG_INTERNAL = '服务器内部错误';
export const MSG_API_NOT_FOUND = '接口不存在';
export const MSG_RESOURCE_NOT_FOUND = '资源不存在';
export const MSG_INVALID_JSON = '请求体不是合法的 JSON';
export const MSG_BODY_TOO_LARGE = '请求体过大';
export const MSG_UNSUPPORTED_MEDIA_TYPE = '不支持的请求格式，请以 JSON 发送';
export const MSG_BAD_REQUEST = '请求无效';
/** A URL the router cannot decode (a malformed percent-escape). */
export const MSG_BAD_URL = '请求地址无效';
export const MSG_TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
export const MSG_INVALID_PARAM_PREFIX = '参数错误：';
/** Page shown at / when the web app has not been built. */
export const MSG_WEB_NOT_BUILT = '网页端尚未构建';
/** 503 while the server shuts down (a restart or deploy): the client may retry shortly. */
export const MSG_SHUTTING_DOWN = '服务正在重启，请稍后重试';
/** 408: a request body that did not arrive within its deadline (a stalled or very slow sender). */
export const MSG_REQUEST_TIMEOUT = '请求超时，请检查网络后重试';
