/**
 * The labels of the membership entry points (user menu, personal page, order dialog), in the
 * entry chunk; the dialogs' own texts are in `dialogStrings.ts` (their lazy chunk).
 * docs/membership-web.md.
 */
export const MEMBERSHIP_LABELS = {
  buy: '开通会员',
  renew: '续费会员',
  orders: '我的订单',
} as const;
