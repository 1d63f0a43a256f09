/**
 * The payment provider seam (ARCHITECTURE.md "payments: sandbox provider (clearly marked) | real
 * provider behind the same interface"). See docs/membership.md "Payment providers".
 *
 * A provider does two things: it starts a payment for an order (a URL or QR text the teacher
 * opens), and it turns the provider's asynchronous notification into a verified fact about one
 * order. It never touches the database: the member service applies a verified payment with one
 * conditional UPDATE (pending → paid), so a notification delivered twice extends once.
 */

/** What the member service asks a provider to collect. */
export interface PaymentRequest {
  /** Our order number (`out_trade_no` for most providers). */
  orderId: string;
  /** Amount in cents (CNY). */
  amount: number;
  /** Shown on the provider's page, e.g. 月度会员. */
  subject: string;
  userId: number;
  /** The order closes unpaid after this instant; tell the provider so. */
  expiresAt: Date;
}

/** A started payment. */
export interface PaymentSession {
  /** Absolute URL of the payment page. */
  payUrl: string;
  /** Text for a QR code (a provider's `code_url`; the sandbox's pay URL). */
  qrContent: string;
  /**
   * Stored on the order; a later notification must name the same value when it carries one
   * (`VerifiedPayment.providerRef`). The sandbox keeps the sha256 of its one-time pay token here.
   */
  providerRef: string | null;
}

/** The raw notification as it arrived over HTTP. */
export interface PaymentNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body (JSON object or form fields). */
  body: unknown;
}

/** A notification the provider has verified (signature, certificate, or for the sandbox a pay token). */
export interface VerifiedPayment {
  orderId: string;
  /**
   * When present, the order must belong to this teacher (the sandbox: the teacher logged in on
   * the pay page; a real provider's signed notification leaves it out).
   */
  userId?: number;
  /** When present, the order's stored `providerRef` must equal it. */
  providerRef?: string;
  /** When present (real providers report it), it must equal the order's price in cents. */
  amount?: number;
  /** The provider's transaction number, kept on the order. */
  tradeNo?: string;
}

/** A notification that does not verify (bad signature, malformed fields). */
export class PaymentVerificationError extends Error {
  /**
   * `malformed`, `bad-signature`; `mismatch`: signed, but for another merchant or app (mchid,
   * app_id); `not-paid`: a genuine notification that reports no payment (acknowledged, nothing
   * credited).
   */
  constructor(readonly reason: 'malformed' | 'bad-signature' | 'mismatch' | 'not-paid') {
    super(`payment notification rejected: ${reason}`);
    this.name = 'PaymentVerificationError';
  }
}

export interface PaymentProvider {
  /** Stored in `member_orders.provider`; `sandbox` for the built-in one. */
  readonly name: string;
  /**
   * False when no online payment is configured: orders are refused (40003) and the client shows
   * `notice` instead of a pay button.
   */
  readonly online: boolean;
  /** True for a provider that never charges anyone; the client must label it (`notice`). */
  readonly sandbox: boolean;
  /** The label the client shows beside the payment; `''` for a real provider. */
  readonly notice: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** @throws PaymentVerificationError when the notification cannot be trusted. */
  verifyNotification(notification: PaymentNotification): Promise<VerifiedPayment>;
  /**
   * A real provider: asks the provider about an order (a missed notification is found this way).
   * The answer is verified (signed response) like a notification.
   */
  queryPayment?(orderId: string): Promise<QueriedPayment>;
  /** A real provider: closes an unpaid order at the provider, so it can no longer be paid. */
  closePayment?(orderId: string): Promise<void>;
  /** Refunds a paid order in full (the sandbox refunds locally: nothing was charged). */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /**
   * A provider whose refunds may finish later (WeChat Pay): asks where refund `refundNo` stands.
   * The answer is verified (signed response) like a notification.
   */
  queryRefund?(refundNo: string): Promise<RefundFact>;
  /**
   * The same provider: reads a notification about a refund; undefined when the notification is
   * about something else (a payment), which `verifyNotification` then reads.
   * @throws PaymentVerificationError when it claims to be a refund but cannot be trusted.
   */
  verifyRefundNotification?(notification: PaymentNotification): Promise<RefundFact | undefined>;
  /** A real provider: how its notification endpoint answers (each provider expects its own format). */
  notificationReply?(accepted: boolean, message: string): NotificationReply;
}

/** What a provider says about an order it was asked about. */
export type QueriedPayment =
  | { state: 'paid'; payment: VerifiedPayment }
  /** Not paid yet (not scanned, or the payer is still paying). */
  | { state: 'pending' }
  /** Closed, revoked or failed at the provider: it will not be paid. */
  | { state: 'closed' };

export interface RefundRequest {
  orderId: string;
  /** Our refund number, one per order (`R` + order id), so a retried refund is not doubled. */
  refundId: string;
  /** Cents to refund (the whole order). */
  amount: number;
  /** The order's total in cents. */
  total: number;
  reason: string;
}

export interface RefundResult {
  /** The provider's refund number (WeChat `refund_id`, Alipay `trade_no`). */
  refundRef: string;
  /**
   * `refunded`: the money went back; `pending`: accepted and still being paid back (WeChat's
   * PROCESSING): a refund notification or a query settles it.
   */
  state: 'refunded' | 'pending';
}

/** What a provider says about one refund (its signed notification, or a query). */
export interface RefundFact {
  /** Our order number (`out_trade_no`). */
  orderId: string;
  /** Our refund number (`out_refund_no`). */
  refundNo: string;
  /** The provider's refund number. */
  refundRef: string;
  /** `failed`: the refund will not happen (WeChat ABNORMAL or CLOSED); the order is paid again. */
  state: 'refunded' | 'pending' | 'failed';
  /** Cents refunded, when the provider says. */
  amount?: number;
  /** The provider's own status word (SUCCESS, PROCESSING, ABNORMAL, CLOSED), for the log. */
  detail: string;
}

/** The HTTP answer to a notification. */
export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

/** A provider call that failed (network, a refusal, an unsigned or badly signed answer). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The shape of every order number the membership service makes: 22 digits. */
export const ORDER_ID_PATTERN = /^\d{22}$/;

/** Where a real provider posts its notifications (docs/membership.md "Notifications"). */
export const notifyPath = (provider: 'wechat' | 'alipay'): string =>
  `/v1/member/notify/${provider}`;
