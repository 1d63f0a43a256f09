/**
 * The server's own Chinese messages for apps, favourites, activity and uploads (not spec
 * strings, which live in @aita/core's messages.ts). See docs/apps.md and docs/oss.md.
 */
export const MSG_APP_NOT_FOUND = '应用不存在';
