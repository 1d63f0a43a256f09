import type {
  CreatedOrder,
  MemberProduct,
  Order,
  OrderStatusInfo,
  PaymentInfo,
  RedeemResult,
} from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../identity';
import { memberDialogClosed, memberDialogOpened } from './membershipEntrySlice';

/** A list that loads. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The purchase flow (docs/membership-web.md "States"): choosing a product → creating the order
 * → paying (QR code, pay page, polling) → paid, or closed (the server closed the order, or the
 * poll timed out), or failed (creating or polling was refused).
 */
export type PurchasePhase = 'choosing' | 'creating' | 'paying' | 'paid' | 'closed' | 'failed';

export interface MembershipState {
  products: {
    status: LoadStatus;
    list: MemberProduct[];
    payment: PaymentInfo | null;
    error: string | null;
  };
  purchase: {
    phase: PurchasePhase;
    /** The product chosen in the list. */
    productId: number | null;
    order: CreatedOrder | null;
    /** The last status the poll read (progress). */
    lastStatus: OrderStatusInfo | null;
    /** Why the order ended unpaid: the server closed it, or the poll gave up. */
    closedBy: 'server' | 'timeout' | null;
    /** The message of a refused create or poll. */
    error: string | null;
    /** Membership end after payment, unix seconds. */
    vipEndAt: number;
  };
  redeem: {
    status: 'idle' | 'pending' | 'done' | 'failed';
    error: string | null;
    result: RedeemResult | null;
  };
  orders: {
    status: LoadStatus;
    /** 1-based page shown (or being loaded). */
    page: number;
    list: Order[];
    /** §9: the server's total, or 100 when it sent none. */
    total: number;
    error: string | null;
  };
}

const initialPurchase: MembershipState['purchase'] = {
  phase: 'choosing',
  productId: null,
  order: null,
  lastStatus: null,
  closedBy: null,
  error: null,
  vipEndAt: 0,
};
const initialRedeem: MembershipState['redeem'] = { status: 'idle', error: null, result: null };
const initialOrders: MembershipState['orders'] = {
  status: 'idle',
  page: 1,
  list: [],
  total: 0,
  error: null,
};
const initialState: MembershipState = {
  products: { status: 'idle', list: [], payment: null, error: null },
  purchase: initialPurchase,
  redeem: initialRedeem,
  orders: initialOrders,
};

/** The membership feature's state (lazy: injected with the membership chunk). */
export const membershipSlice = createSlice({
  name: 'membership',
  initialState,
  reducers: {
    productsRequested(state) {
      state.products.status = 'loading';
      state.products.error = null;
    },
    productsReceived(
      state,
      action: PayloadAction<{ list: MemberProduct[]; payment: PaymentInfo }>,
    ) {
      state.products = { status: 'ready', ...action.payload, error: null };
      const chosen = state.purchase.productId;
      if (chosen === null || !action.payload.list.some((p) => p.productId === chosen)) {
        state.purchase.productId = action.payload.list[0]?.productId ?? null;
      }
    },
    productsFailed(state, action: PayloadAction<string>) {
      state.products.status = 'failed';
      state.products.error = action.payload;
    },
    productChosen(state, action: PayloadAction<number>) {
      if (state.purchase.phase === 'choosing' || state.purchase.phase === 'failed') {
        state.purchase.productId = action.payload;
      }
    },
    /** Trigger of the purchase flow: create an order for the chosen product, then poll. */
    orderRequested(state, action: PayloadAction<number>) {
      state.purchase = { ...initialPurchase, productId: action.payload, phase: 'creating' };
    },
    orderCreated(state, action: PayloadAction<CreatedOrder>) {
      state.purchase.phase = 'paying';
      state.purchase.order = action.payload;
    },
    orderFailed(state, action: PayloadAction<string>) {
      state.purchase.phase = 'failed';
      state.purchase.error = action.payload;
    },
    /** Progress of the poll. */
    orderStatusReceived(state, action: PayloadAction<OrderStatusInfo>) {
      state.purchase.lastStatus = action.payload;
    },
    paymentSucceeded(state, action: PayloadAction<{ vipEndAt: number }>) {
      state.purchase.phase = 'paid';
      state.purchase.vipEndAt = action.payload.vipEndAt;
    },
    paymentClosed(state, action: PayloadAction<'server' | 'timeout'>) {
      state.purchase.phase = 'closed';
      state.purchase.closedBy = action.payload;
    },
    paymentFailed(state, action: PayloadAction<string>) {
      state.purchase.phase = 'failed';
      state.purchase.error = action.payload;
    },
    /** Back to the product list (重新选择 / 重新下单); stops a running poll. */
    purchaseRestarted(state) {
      state.purchase = { ...initialPurchase, productId: state.purchase.productId };
    },
    redeemSubmitted(state, _action: PayloadAction<string>) {
      state.redeem = { status: 'pending', error: null, result: null };
    },
    redeemSucceeded(state, action: PayloadAction<RedeemResult>) {
      state.redeem = { status: 'done', error: null, result: action.payload };
    },
    redeemFailed(state, action: PayloadAction<string>) {
      state.redeem = { status: 'failed', error: action.payload, result: null };
    },
    ordersPageRequested(state, action: PayloadAction<number>) {
      state.orders.status = 'loading';
      state.orders.page = action.payload;
      state.orders.error = null;
    },
    ordersPageReceived(
      state,
      action: PayloadAction<{ page: number; list: Order[]; total: number }>,
    ) {
      state.orders = { status: 'ready', ...action.payload, error: null };
    },
    ordersPageFailed(state, action: PayloadAction<string>) {
      state.orders.status = 'failed';
      state.orders.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Every opening starts afresh; the products stay (they rarely change).
      .addCase(memberDialogOpened, (state) => {
        state.purchase = { ...initialPurchase, productId: state.purchase.productId };
        state.redeem = initialRedeem;
        state.orders = initialOrders;
      })
      // §2 "Order dialog": on close it resets to page 1.
      .addCase(memberDialogClosed, (state) => {
        state.purchase = { ...initialPurchase, productId: state.purchase.productId };
        state.redeem = initialRedeem;
        state.orders = initialOrders;
      })
      .addCase(loggedOut, (state) => ({ ...initialState, products: state.products }));
  },
});

export const {
  productsRequested,
  productsReceived,
  productsFailed,
  productChosen,
  orderRequested,
  orderCreated,
  orderFailed,
  orderStatusReceived,
  paymentSucceeded,
  paymentClosed,
  paymentFailed,
  purchaseRestarted,
  redeemSubmitted,
  redeemSucceeded,
  redeemFailed,
  ordersPageRequested,
  ordersPageReceived,
  ordersPageFailed,
} = membershipSlice.actions;

type WithMembership = { membership: MembershipState };
export const selectProducts = (state: WithMembership) => state.membership.products;
export const selectPurchase = (state: WithMembership) => state.membership.purchase;
export const selectRedeem = (state: WithMembership) => state.membership.redeem;
export const selectOrders = (state: WithMembership) => state.membership.orders;
