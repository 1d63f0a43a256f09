/** Texts of the sandbox provider's own pay page (the page the provider shows, not the app). */
export const MSG_PAY_TITLE = '会员支付';
export const MSG_PAY_CONFIRM = '确认支付（沙箱）';
export const MSG_PAY_BACK = '返回首页';
