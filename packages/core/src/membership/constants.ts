/** Limits of orders and redeem codes, shared by the dialogs and the server (docs/membership.md). */

/** Largest `pageSize` of `/v1/member/order/pagelist` (the dialog asks for ORDER_PAGE_SIZE, §9). */
export const ORDER_PAGE_SIZE_MAX = 50;
/** Longest order number accepted by `/v1/member/order/status`. */
export const ORDER_ID_MAX_LENGTH = 64;
/** Longest redeem code as typed, separators included (`/v1/redeem/use`). */
export const REDEEM_CODE_INPUT_MAX_LENGTH = 64;
