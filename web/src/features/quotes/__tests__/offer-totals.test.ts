import { shippingOption } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { offerTotals } from '../offer-totals';

const parcel = { weight_kg: 4, length_cm: 40, width_cm: 30, height_cm: 20 };
// Offered by air to Lithuania: 2 × 50 € of goods, 8 € service fee.
const offer = {
  lines: [{ quantity: 2, unit_price: 50, unit_price_seen: 45 }],
  totals: { value: 100, service_fee: 8, shipping: 38, delivery_fee: 0, total: 146 },
  parcel,
  shipping_country: 'LT' as const,
} as unknown as Parameters<typeof offerTotals>[0];

describe('a create-order offer’s amounts with the shopper’s choices', () => {
  it('prices a weighed parcel by the chosen method to the address’s country, as accepting does', () => {
    const seaToLatvia = offerTotals(offer, 'sea', 2);
    const sea = shippingOption(parcel, 'sea', 'LV').price;
    expect(seaToLatvia).toEqual({
      value: 100,
      service_fee: 8,
      shipping: sea,
      delivery_fee: 0,
      total: 108 + sea,
    });
    expect(seaToLatvia.shipping).not.toBe(offerTotals(offer, 'air', 2).shipping);
    // The United States (8) costs more than Lithuania (1) by the zone factor.
    expect(offerTotals(offer, 'air', 8).shipping).toBeGreaterThan(offerTotals(offer, 'air', 1).shipping);
  });

  it('uses the offer’s country until an address is chosen, and keeps a flat shipping amount', () => {
    expect(offerTotals(offer, 'air', null).shipping).toBe(shippingOption(parcel, 'air', 'LT').price);
    const flat = { ...offer, parcel: null, shipping_country: null };
    expect(offerTotals(flat, 'sea', 8)).toEqual({ ...offer.totals });
  });
});
