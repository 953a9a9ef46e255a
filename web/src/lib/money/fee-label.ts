import type { PaymentMethod } from '@storefront/shared-types';

/** How a payment method's fee reads: a percentage as "2 %", a fixed fee as money, none as null. */
export function feeLabel(
  method: Pick<PaymentMethod, 'fee' | 'fee_type'>,
  money: (amount: number) => string,
): string | null {
  if (method.fee <= 0) return null;
  return method.fee_type === 'percentage' ? `${method.fee} %` : money(method.fee);
}
