import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CheckoutStep,
  checkoutStepSchema,
  DiscountType,
  FlagType,
  flagTypeSchema,
  ManualTopUpType,
  PaymentProvider,
  paymentProviderSchema,
  SORT_TYPE_FIELDS,
  TransactionRelType,
  transactionRelTypeSchema,
  variantCodeSchema,
} from '../src/enums.js';

describe('§3 enumerations', () => {
  it('carry the spec numbers', () => {
    expect(PaymentProvider).toEqual({ CARD: 1, WALLET: 2, REGIONAL: 3, BALANCE: 4, INVALID: -1 });
    expect(TransactionRelType).toEqual({
      QUOTE: 0,
      FORWARD_REQUEST: 1,
      MANUAL_TOP_UP: 2,
      BALANCE_TOP_UP: 3,
      MISC_INVOICE: 4,
    });
    expect(ManualTopUpType).toEqual({ ADDITION: 1, DEDUCTION: 2 });
    expect(DiscountType).toEqual({ FIXED: 0, PERCENTAGE: 1 });
    expect(CheckoutStep).toEqual({ SHIPPING: 3, PAYMENT: 4, CONFIRM: 5, SUCCESS: 5 });
    expect(FlagType).toEqual({ FLAG: '1', OFFER: '2' });
  });

  it('schemas accept the values and reject others', () => {
    expect(paymentProviderSchema.parse(-1)).toBe(-1);
    expect(paymentProviderSchema.safeParse(5).success).toBe(false);
    expect(transactionRelTypeSchema.safeParse(4).success).toBe(true);
    expect(checkoutStepSchema.safeParse(5).success).toBe(true);
    expect(checkoutStepSchema.safeParse(2).success).toBe(false);
    expect(flagTypeSchema.safeParse(1).success).toBe(false);
    expect(variantCodeSchema.options).toEqual(['lt', 'lv', 'ee', 'pj', 'tp', 'wl', 'nl', 'ae']);
  });

  it('list each checkout step number once in a refusal, though confirm and success share 5', () => {
    const refused = checkoutStepSchema.safeParse(2);
    expect(refused.error?.issues[0]).toMatchObject({
      values: [3, 4, 5],
      message: 'Invalid option: expected one of 3|4|5',
    });
    expect(z.toJSONSchema(checkoutStepSchema)).toMatchObject({ enum: [3, 4, 5] });
  });

  it('maps each sort option to one of the §2 sort fields', () => {
    const fields = new Set(Object.values(SORT_TYPE_FIELDS).map((entry) => entry.field));
    expect(fields).toEqual(
      new Set(['current_price', 'discount_percentage', 'paid_amount', 'arrived_at', 'relevance']),
    );
    expect(SORT_TYPE_FIELDS.price_asc).toEqual({ field: 'current_price', direction: 'asc' });
  });
});
