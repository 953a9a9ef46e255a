import type { ForwardRequestStatus } from '@storefront/shared-types';
import type { PaymentOutcome } from '@/lib/payments/payment-outcome';

export const FORWARD_STATUS_KEYS: Record<ForwardRequestStatus, string> = {
  declared: 'forwarding.status.declared',
  arrived: 'forwarding.status.arrived',
  paid: 'forwarding.status.paid',
  shipped: 'forwarding.status.shipped',
  delivered: 'forwarding.status.delivered',
  cancelled: 'forwarding.status.cancelled',
};

/** The timeline's words: what happened, not what to do now (the status badge's words). */
export const FORWARD_EVENT_KEYS: Record<ForwardRequestStatus, string> = {
  declared: 'forwarding.event.declared',
  arrived: 'forwarding.event.arrived',
  paid: 'forwarding.event.paid',
  shipped: 'forwarding.event.shipped',
  delivered: 'forwarding.event.delivered',
  cancelled: 'forwarding.event.cancelled',
};

export const SHIPPING_METHOD_KEYS = { air: 'forwarding.method.air', sea: 'forwarding.method.sea' } as const;

/** The statuses of a request whose forwarding is paid (a paid request is never cancelled). */
export const FORWARD_PAID_STATUSES: ReadonlySet<ForwardRequestStatus> = new Set([
  'paid',
  'shipped',
  'delivered',
]);

/** The ?payment= outcome the provider sends the shopper back with; anything else is no outcome. */
export type { PaymentOutcome };
export function paymentOutcomeSearch(search: Record<string, unknown>): {
  payment?: PaymentOutcome | undefined;
} {
  const value = search.payment;
  return value === 'accept' || value === 'decline' || value === 'fail' ? { payment: value } : {};
}
