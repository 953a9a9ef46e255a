// The one interface every outside payment provider (§3: 1 card, 2 wallet, 3 regional) sits behind. The balance
// (4) is the shop's own and has no adapter. Card data never reaches the shop: the shopper types it on the
// provider's own page, and the shop learns the outcome only from the provider (a signed notification, or by
// asking it).

/** Where a provider's payment stands, in the provider's words mapped to ours. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed' | 'cancelled';

export interface CreateProviderPayment {
  /** Our payment row's id: the provider keeps it as its reference and dedupes on the idempotency key. */
  reference: string;
  idempotencyKey: string;
  /** In the order's currency, rounded as §9 says. */
  amount: number;
  currency: string;
  /** Where the provider sends the shopper back (the storefront's /payment/accept, /decline, /fail). */
  returnUrls: { accept: string; decline: string; fail: string };
  /** Where the provider posts its signed notifications (the shop-api's own endpoint). */
  notifyUrl: string;
}

export interface ProviderPayment {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  amount: number;
  currency: string;
  reference: string;
}

/** A notification whose signature, timestamp and shape were verified: safe to act on (once per eventId). */
export interface VerifiedNotification {
  eventId: string;
  payment: ProviderPayment;
}

export interface PaymentProviderAdapter {
  /** Opens a payment; the same idempotency key gives the same payment back. */
  create(input: CreateProviderPayment): Promise<ProviderPayment & { redirectUrl: string }>;
  /** Asks the provider where a payment stands (no notification came, or the shopper came back first). */
  status(providerPaymentId: string): Promise<ProviderPayment>;
  /** Closes a payment not paid yet so it cannot be paid any more; answers where it stands after. */
  cancel(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Checks a notification as received (raw body and headers); throws NotificationRejected when it is forged,
   * too old or malformed.
   */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): VerifiedNotification;
}

export class NotificationRejected extends Error {
  readonly statusCode = 400;
}

/** The adapters by §3 provider id; the sandbox serves all three in development and tests. */
export type PaymentProviders = ReadonlyMap<number, PaymentProviderAdapter>;
