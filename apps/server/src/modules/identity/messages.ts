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
/** A password a guesser would try early (zxcvbn score below 2). */
export const MSG_PASSWORD_WEAK =
  '密码太容易被猜到，请换一个更复杂的密码（可混合字母、数字和符号，避免常见单词和连续数字）';
/** A password that contains the account's phone number. */
export const MSG_PASSWORD_HAS_PHONE = '密码不能包含手机号';
/** 修改密码 with a wrong old password. */
export const MSG_OLD_PASSWORD_WRONG = '原密码错误';
/** 修改密码 to the same password. */
export const MSG_PASSWORD_UNCHANGED = '新密码不能与原密码相同';
/** Too many wrong old passwords at 修改密码. */
export const MSG_PASSWORD_CHANGE_THROTTLED = '原密码错误次数过多，请稍后再试';
/** 42900 from the per-account-and-address delay; `seconds` until the next try. */
export const msgLoginWait = (seconds: number): string =>
  seconds >= 60
    ? `密码错误次数过多，请${Math.ceil(seconds / 60)}分钟后再试`
    : `密码错误次数过多，请${Math.max(1, Math.ceil(seconds))}秒后再试`;
/** 42900: SMS codes asked for too often (per phone per minute, per phone or address per day). */
export const MSG_SMS_TOO_OFTEN = '验证码发送过于频繁，请稍后再试';
/** A code that is not 6 digits. */
export const MSG_SMS_CODE_FORMAT = '请输入6位数字验证码';
/** A wrong, used, expired or over-tried code (one message for all, nothing to learn). */
export const MSG_SMS_CODE_WRONG = '验证码错误或已失效，请重新获取';
/** 50000: the SMS service refused or failed. */
export const MSG_SMS_SEND_FAILED = '短信发送失败，请稍后重试';
/** 40004 at reset, only after the code proved the phone. */
export const MSG_PHONE_NOT_REGISTERED = '该手机号尚未注册';
