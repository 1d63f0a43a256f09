/**
 * Chinese messages of identity and login (server's own; spec strings come from @aita/core).
 * See docs/identity.md.
 */
import { SCHOOL_MESSAGES } from '@aita/core';

/** 20100: a private call without a token. */
export const MSG_NOT_LOGGED_IN = '请先登录';
/** 20200: an unknown, forged, expired or revoked token. */
export const MSG_TOKEN_EXPIRED = '登录已过期，请重新登录';
/** Login with an unknown phone or a wrong password (the same message for both). */
export const MSG_BAD_CREDENTIALS = '手机号或密码错误';
/** 42900: too many failed logins (per phone or per IP) or registrations per IP. */
export const MSG_LOGIN_THROTTLED = '登录尝试过于频繁，请稍后再试';
export const MSG_PHONE_INVALID = '请输入正确的手机号';
export const MSG_PASSWORD_LENGTH = '密码长度应为8-64位';
export const MSG_PHONE_TAKEN = '该手机号已注册，请直接登录';
/** 40009: a replayed, expired or unknown ticket. */
export const MSG_TICKET_INVALID = '登录凭证已使用或已过期';
/** 40004: an unknown school invitation code. */
export const MSG_ORG_CODE_INVALID = SCHOOL_MESSAGES.codeInvalid;
/** 40003: switching to a school the teacher does not belong to. */
export const MSG_NOT_ORG_MEMBER = SCHOOL_MESSAGES.notMember;
