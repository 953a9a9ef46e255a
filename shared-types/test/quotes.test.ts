import { describe, expect, it } from 'vitest';
import { FORWARDING_TEXT_LIMITS, QUOTE_LINE_LIMITS } from '../src/constants.js';
import { FORM_MESSAGES } from '../src/form-messages.js';
import { forwardRequestDeclareRequestSchema } from '../src/forward-requests.js';
import { forwardingCalculateRequestSchema } from '../src/forwarding-calculator.js';
import { quoteAnswerRequestSchema, quoteRequestSchema } from '../src/quotes.js';
import { isProductUrl } from '../src/rules/product-url.js';

const line = { url: 'https://shop.example.com/p/1', name: 'Sneakers', quantity: 1, unit_price_seen: 59.99 };
const address = {
  first_name: 'Ona',
  last_name: 'Jonaitė',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+37060000000',
  country_id: 1,
};
const request = { lines: [line], address, language_id: 1, idempotency_key: 'a-long-enough-key-0001' };

const issuePath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path;

describe('a quote request', () => {
  it('defaults to air, no options, a new address', () => {
    const parsed = quoteRequestSchema.parse(request);
    expect(parsed.shipping_method).toBe('air');
    expect(parsed.lines[0]?.options).toEqual({ size: null, colour: null, notes: null });
    expect(parsed.address.id).toBe(0);
  });

  it('takes only http(s) links, with the spec’s url message', () => {
    for (const url of [
      'ftp://shop.example.com/x',
      'javascript:alert(1)',
      'shop.example.com/x',
      'https://a b.com',
    ]) {
      const result = quoteRequestSchema.safeParse({ ...request, lines: [{ ...line, url }] });
      expect(result.success, url).toBe(false);
      expect(issuePath(result)).toEqual(['lines', 0, 'url']);
      expect(result.error?.issues[0]?.message).toBe(FORM_MESSAGES.url.key);
    }
    const long = `https://shop.example.com/${'a'.repeat(FORWARDING_TEXT_LIMITS.url)}`;
    expect(isProductUrl(long)).toBe(false);
    expect(isProductUrl('http://shop.example.com/p?id=1')).toBe(true);
  });

  it('bounds the lines, quantities, prices and text', () => {
    const bad = (lines: unknown[]) => issuePath(quoteRequestSchema.safeParse({ ...request, lines }));
    expect(bad([])).toEqual(['lines']);
    expect(bad(Array.from({ length: QUOTE_LINE_LIMITS.lines_max + 1 }, () => line))).toEqual(['lines']);
    expect(bad([{ ...line, quantity: 100 }])).toEqual(['lines', 0, 'quantity']);
    expect(bad([{ ...line, quantity: 0 }])).toEqual(['lines', 0, 'quantity']);
    expect(bad([{ ...line, unit_price_seen: 0 }])).toEqual(['lines', 0, 'unit_price_seen']);
    expect(bad([{ ...line, unit_price_seen: 100_000.01 }])).toEqual(['lines', 0, 'unit_price_seen']);
    expect(bad([{ ...line, unit_price_seen: 1.234 }])).toEqual(['lines', 0, 'unit_price_seen']);
    expect(bad([{ ...line, name: 'x'.repeat(201) }])).toEqual(['lines', 0, 'name']);
    expect(bad([{ ...line, options: { size: 'x'.repeat(101) } }])).toEqual(['lines', 0, 'options', 'size']);
    expect(bad([{ ...line, options: { notes: 'two\nlines' } }])).toBeUndefined();
  });

  it('ships only to the forwarding countries', () => {
    const result = quoteRequestSchema.safeParse({ ...request, address: { ...address, country_id: 9 } });
    expect(issuePath(result)).toEqual(['address', 'country_id']);
  });

  it('needs an answer to each question it answers', () => {
    const result = quoteAnswerRequestSchema.safeParse({
      slug: 'q',
      answers: [{ question_id: 1, answer: ' ' }],
    });
    expect(issuePath(result)).toEqual(['answers', 0, 'answer']);
  });
});

describe('the calculator request', () => {
  it('takes a parcel within the limits to one of the eight countries', () => {
    const parcel = { weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10, country: 'NL' };
    expect(forwardingCalculateRequestSchema.safeParse(parcel).success).toBe(true);
    expect(issuePath(forwardingCalculateRequestSchema.safeParse({ ...parcel, country: 'FR' }))).toEqual([
      'country',
    ]);
    expect(issuePath(forwardingCalculateRequestSchema.safeParse({ ...parcel, weight_kg: 0 }))).toEqual([
      'weight_kg',
    ]);
  });
});

describe('a forward request’s declared value', () => {
  const declare = {
    shop_name: 'Shop',
    inbound_tracking: '1Z999',
    contents: 'Shoes',
    language_id: 1,
    idempotency_key: 'a-long-enough-key-0001',
  };
  const messageOf = (declared_value: unknown) =>
    forwardRequestDeclareRequestSchema.safeParse({ ...declare, declared_value }).error?.issues[0]?.message;

  it('left empty is a missing value (the form reads NaN, a caller sends nothing), not a wrong one', () => {
    expect(messageOf(undefined)).toBe(FORM_MESSAGES.required.key);
    expect(messageOf(Number.NaN)).toBe(FORM_MESSAGES.required.key);
    expect(messageOf('80')).toBe(FORM_MESSAGES.number.key);
    expect(messageOf(80)).toBeUndefined();
  });
});
