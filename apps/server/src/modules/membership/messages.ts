import { PAYMENT_OFFLINE_NOTICE } from '@aita/core';
/**
 * The server's own Chinese messages for membership, orders and redeem codes (not spec strings,
 * which live in @aita/core). See docs/membership.md.
 */
/** 40004: a product id that does not exist or is offline. */
export const MSG_PRODUCT_NOT_FOUND = '会员商品不存在或已下架，请刷新后重试';
/** 40003: an order on a server without a payment provider (PAYMENT_PROVIDER unset). */
export const MSG_PAYMENT_OFFLINE = PAYMENT_OFFLINE_NOTICE;
/** 40004: an order id that is unknown or belongs to another teacher. */
export const MSG_ORDER_NOT_FOUND = '订单不存在';
/** 42900: too many orders created in a short time. */
export const MSG_ORDER_THROTTLED = '下单过于频繁，请稍后再试';
/** 40004: a redeem code that was never issued. */
export const MSG_REDEEM_NOT_FOUND = '兑换码不存在，请核对后重新输入';
/** 40009: a redeem code used before (by anyone). */
export const MSG_REDEEM_USED = '兑换码已被使用';
/** 42900: too many wrong redeem codes. */
export const MSG_REDEEM_THROTTLED = '兑换码错误次数过多，请15分钟后再试';

/** 50000: the payment provider could not start a payment (down, refused, unsigned answer). */
export const MSG_PAYMENT_UNAVAILABLE = '支付服务暂时不可用，请稍后重试';

/** Sandbox payment page texts. */
export const MSG_PAY_DONE = '支付成功，会员已生效';
export const MSG_PAY_ALREADY = '该订单已支付，无需重复支付';
export const MSG_PAY_CLOSED = '订单已超时关闭，请返回重新下单';
export const MSG_PAY_INVALID = '支付链接无效或已失效，请返回重新下单';
export const MSG_PAY_LOGIN = '请先在本浏览器登录下单的账号，再确认支付';

/** 40003: a nobook (virtual lab) app asked by a teacher who is not a member now. */
export const MSG_BOOK_MEMBERS_ONLY = '虚拟实验室为会员专享，请先开通会员';
/** 40004: the membership-book detail of an app that is not a virtual-lab (nobook) app. */
export const MSG_BOOK_NOT_NOBOOK = '该应用不是虚拟实验室应用';
