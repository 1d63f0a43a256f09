/**
 * The identity area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/identity`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The routes of the identity area (`paths.identity`). */
export const identityPaths = {
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
} as const;
