/**
 * Labels and messages of the membership dialogs that the spec does not spell out
 * (docs/membership-web.md); they load with the dialogs. The spec's own strings (获取订单列表失败,
 * the sandbox notice) come from `@aita/core`.
 */
import { chinaDateTime } from '@aita/core';
import { MEMBERSHIP_LABELS } from './strings';

export const DIALOG_LABELS = {
  ...MEMBERSHIP_LABELS,
  buyTab: '购买会员',
  redeemTab: '兑换码',
  payNow: '立即开通',
  creating: '正在创建订单…',
  scanToPay: '请使用手机扫码支付，或在新窗口中打开支付页面',
  scanWechat: '请使用微信扫一扫完成支付',
  scanAlipay: '请使用支付宝扫一扫完成支付',
  openPayPage: '打开支付页面',
  waiting: '等待支付中，支付完成后将自动开通…',
  amount: '应付金额',
  orderNo: '订单号',
  chooseAgain: '重新选择',
  orderAgain: '重新下单',
  done: '完成',
  close: '关闭',
  retry: '重新加载',
  productsLoading: '正在加载会员套餐…',
  noProducts: '暂无可购买的会员套餐',
  redeemLabel: '兑换码',
  redeemPlaceholder: '请输入兑换码，如 ABCD-EFGH-JKMN-PQRS',
  redeemHint: '兑换码不区分大小写，空格和短横线可有可无。',
  redeem: '立即兑换',
  redeeming: '兑换中…',
  ordersEmpty: '暂无订单',
  ordersEmptyHint: '开通会员后，订单会显示在这里。',
  colOrderNo: '订单号',
  colProduct: '商品名称',
  colDuration: '时长',
  colPrice: '实付金额',
  colPaidAt: '支付时间',
  colStatus: '状态',
  statusPaid: '已支付',
  pagination: '订单分页',
  previousPage: '上一页',
  nextPage: '下一页',
} as const;

/** The purchase dialog's line for a teacher who is a member now. */
export const msgCurrentEnd = (date: string) => `当前会员有效期至 ${date}`;
/** Success of a payment: the new membership end. */
export const msgPaid = (date: string) => `开通成功，会员有效期至 ${date}`;
/** Success of a redeem code: days added and the new end. */
export const msgRedeemed = (days: number, date: string) =>
  `兑换成功，会员增加 ${days} 天，有效期至 ${date}`;
/** The server closed the order unpaid (30 minutes, docs/membership.md). */
export const MSG_ORDER_CLOSED = '订单已超时关闭，请重新下单';
/** The poll gave up (no paid/closed answer within the order's lifetime). */
export const MSG_PAYMENT_TIMEOUT = '支付超时，请重新下单';

/** 退款中 ¥29.00 / 已退款 ¥29.00: an order's refund and its amount (docs/membership.md "Refunds"). */
export const msgRefunding = (amount: string) => `退款中 ${amount}`;
export const msgRefunded = (amount: string) => `已退款 ${amount}`;

/** `¥29.00` of a price in cents (§9: cents / 100). */
export const yuan = (formatted: string) => `¥${formatted}`;
/** `30天` (§9: duration in days). */
export const days = (n: number) => `${n}天`;

/** `YYYY-MM-DD HH:mm` of unix seconds, in Beijing time (order paid time; core's date helper). */
export function formatDateTime(unixSeconds: number): string {
  if (!unixSeconds) return '—';
  return chinaDateTime(unixSeconds * 1000);
}
