import { describe, expect, it } from 'vitest';
import {
  estimateParcel,
  forwardingCountryIso,
  pricedShipping,
  quoteTotals,
  serviceFee,
  shippingOption,
  shippingOptions,
} from '../../src/rules/shipping-price.js';

// Every figure below is worked by hand from the rule: chargeable = max(actual, L×W×H / divisor) rounded up to
// 0.5 kg; price = max(minimum, chargeable × rate × zone), in cents. Air 9.50 €/kg min 12 (÷5000), sea 3.20 €/kg
// min 25 (÷6000).
describe('shippingOption', () => {
  it('charges the actual weight when it is the heavier (2 kg in a 30×20×10 box to LT)', () => {
    const air = shippingOption({ weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10 }, 'air', 'LT');
    expect(air).toEqual({
      volumetric_weight_kg: 1.2,
      chargeable_weight_kg: 2,
      zone_factor: 1,
      price: 19,
      transit_days: { min: 5, max: 8 },
    });
  });

  it('lifts a cheap sea parcel to the sea minimum (2 kg × 3.20 = 6.40 → 25)', () => {
    const sea = shippingOption({ weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10 }, 'sea', 'LT');
    expect(sea.volumetric_weight_kg).toBe(1);
    expect(sea.price).toBe(25);
  });

  it('charges the volumetric weight of a light, bulky box, with the US zone factor', () => {
    // 50×40×30 = 60,000 cm³: air 12 kg → 12 × 9.5 × 1.6 = 182.40; sea 10 kg → 10 × 3.2 × 1.6 = 51.20.
    const box = { weight_kg: 1, length_cm: 50, width_cm: 40, height_cm: 30 };
    const options = shippingOptions(box, 'US');
    expect(options.air.chargeable_weight_kg).toBe(12);
    expect(options.air.price).toBe(182.4);
    expect(options.sea.chargeable_weight_kg).toBe(10);
    expect(options.sea.price).toBe(51.2);
  });

  it('rounds the chargeable weight up to the next half kilo, and rounds the price to cents', () => {
    // 3.01 kg → 3.5 kg; GB: 3.5 × 9.5 × 1.3 = 43.225 → 43.23.
    const parcel = { weight_kg: 3.01, length_cm: 10, width_cm: 10, height_cm: 10 };
    expect(shippingOption(parcel, 'air', 'GB')).toMatchObject({ chargeable_weight_kg: 3.5, price: 43.23 });
    expect(shippingOption({ ...parcel, weight_kg: 2.5 }, 'air', 'GB').chargeable_weight_kg).toBe(2.5);
  });

  it('charges at least one step and the air minimum for a tiny parcel', () => {
    const tiny = shippingOption({ weight_kg: 0.1, length_cm: 5, width_cm: 5, height_cm: 5 }, 'air', 'LV');
    expect(tiny.chargeable_weight_kg).toBe(0.5);
    expect(tiny.price).toBe(12);
  });

  it('applies the Polish zone factor to both methods (10 kg: 104.50 by air, 35.20 by sea)', () => {
    const options = shippingOptions({ weight_kg: 10, length_cm: 10, width_cm: 10, height_cm: 10 }, 'PL');
    expect(options.air.price).toBe(104.5);
    expect(options.sea.price).toBe(35.2);
  });
});

describe('estimateParcel', () => {
  it('counts each unit as 1 kg and stacks the boxes', () => {
    expect(estimateParcel([{ quantity: 2 }, { quantity: 1 }])).toEqual({
      weight_kg: 3,
      length_cm: 30,
      width_cm: 20,
      height_cm: 30,
    });
  });
});

describe('serviceFee and quoteTotals', () => {
  it('takes 8 % of the goods, at least 3 €, nothing on nothing', () => {
    expect(serviceFee(100)).toBe(8);
    expect(serviceFee(10)).toBe(3);
    expect(serviceFee(0)).toBe(0);
  });

  it('adds goods, fee, shipping and delivery in cents', () => {
    // 2 × 19.99 + 5 = 44.98; fee 3.5984 → 3.60; 44.98 + 3.60 + 19 + 2.50 = 70.08.
    const totals = quoteTotals({
      lines: [
        { quantity: 2, unit_price: 19.99 },
        { quantity: 1, unit_price: 5 },
      ],
      shipping: 19,
      delivery_fee: 2.5,
    });
    expect(totals).toEqual({ value: 44.98, service_fee: 3.6, shipping: 19, delivery_fee: 2.5, total: 70.08 });
  });

  it('keeps the operator’s own service fee', () => {
    const totals = quoteTotals({
      lines: [{ quantity: 1, unit_price: 50 }],
      shipping: 12,
      delivery_fee: 0,
      service_fee: 1,
    });
    expect(totals.total).toBe(63);
  });
});

describe('forwardingCountryIso', () => {
  it('maps the checkout’s country ids and refuses unknown ones', () => {
    expect(forwardingCountryIso(4)).toBe('PL');
    expect(forwardingCountryIso(8)).toBe('US');
    expect(forwardingCountryIso(99)).toBeNull();
  });
});

describe('pricedShipping', () => {
  it('prices a weighed parcel by the rule to the country, and keeps a flat amount whatever the method and country', () => {
    // 2 kg, 20×20×20 (volumetric 1.6 / 1.33): air 2 × 9.50 = 19.00 to LT; × 1.6 to the US = 30.40.
    const parcel = { weight_kg: 2, length_cm: 20, width_cm: 20, height_cm: 20 };
    expect(pricedShipping(parcel, 99, 'air', 'LT')).toBe(19);
    expect(pricedShipping(parcel, 99, 'air', 'US')).toBe(30.4);
    expect(pricedShipping(null, 15, 'sea', 'US')).toBe(15);
  });
});
