import { ENDPOINTS } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { emptyLine } from '../order-form-draft';
import { fieldPath, lineErrors, linePayload, parseAmount, urlExampleHost } from '../order-form-validation';

// The rules are the contract's: the same lines schema the bff and the shop check the request with.
const schema = ENDPOINTS.quoteRequest.body.shape.lines;

const line = (fields: Partial<ReturnType<typeof emptyLine>>) => ({ ...emptyLine('k'), ...fields });
const good = line({ url: 'https://shop.example/p/1', name: 'Kettle', quantity: '2', unit_price: '19,90' });

describe('order form checks', () => {
  it('reads amounts as typed in every storefront language (comma or point), and nothing else', () => {
    expect(parseAmount('19,90')).toBe(19.9);
    expect(parseAmount(' 3 ')).toBe(3);
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('-2')).toBeNull();
  });

  it('sends a line as the contract takes it: trimmed, options only when given', () => {
    expect(linePayload(line({ ...good, url: '  https://shop.example/p/1 ', size: ' M ' }))).toEqual({
      url: 'https://shop.example/p/1',
      name: 'Kettle',
      options: { size: 'M' },
      quantity: 2,
      unit_price_seen: 19.9,
    });
    expect(linePayload(good)).not.toHaveProperty('options');
  });

  it('passes a good line', () => {
    expect(lineErrors([good], schema)).toEqual({});
  });

  it('says the spec url message for a link without http(s), naming the shopper’s own host as the example', () => {
    const errors = lineErrors([line({ ...good, url: 'amazon.de/dp/123' })], schema);
    expect(errors[fieldPath('k', 'url')]).toBe('validation.url');
    expect(urlExampleHost('amazon.de/dp/123')).toBe('https://amazon.de');
    expect(urlExampleHost('javascript:alert(1)')).toBe('https://www.example.com');
    expect(lineErrors([line({ ...good, url: 'ftp://files.example/x' })], schema)[fieldPath('k', 'url')]).toBe(
      'validation.url',
    );
  });

  it('requires a name, a quantity and a price, and keeps them within the contract’s bounds', () => {
    const errors = lineErrors([line({ url: good.url, quantity: '', unit_price: 'abc' })], schema);
    expect(errors[fieldPath('k', 'name')]).toBe('validation.required');
    expect(errors[fieldPath('k', 'quantity')]).toBe('validation.required');
    expect(errors[fieldPath('k', 'unit_price')]).toBe('validation.number');
    const bounds = lineErrors([line({ ...good, quantity: '100', unit_price: '0.001' })], schema);
    expect(bounds[fieldPath('k', 'quantity')]).toBe('quotes.form.quantity_range');
    expect(bounds[fieldPath('k', 'unit_price')]).toBe('quotes.form.price_range');
  });

  it('checks the numbers even before the schema has loaded', () => {
    expect(lineErrors([line({ ...good, quantity: 'x' })], null)).toEqual({
      [fieldPath('k', 'quantity')]: 'validation.number',
    });
  });
});
