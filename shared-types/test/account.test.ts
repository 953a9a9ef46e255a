import { describe, expect, it } from 'vitest';
import {
  addDeliveryAddressRequestSchema,
  changePasswordRequestSchema,
  currentUserResponseSchema,
  deleteDeliveryAddressRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  subscriptionStatusResponseSchema,
  upstreamSessionResponseSchema,
} from '../src/account.js';
import { fieldErrorsFromZod } from '../src/errors.js';

const user = {
  id: 7,
  email: 'demo@example.com',
  first_name: 'Demo',
  last_name: 'Customer',
  unpaid_orders_count: 1,
  delivery_addresses: [],
};

describe('current user', () => {
  it('is a user or null', () => {
    expect(currentUserResponseSchema.parse(null)).toBeNull();
    expect(currentUserResponseSchema.parse(user)?.is_pro).toBe(false);
    expect(currentUserResponseSchema.parse({ ...user, is_pro: true })?.is_pro).toBe(true);
  });
});

describe('login and register', () => {
  it('normalises the e-mail and names a bad one', () => {
    expect(loginRequestSchema.parse({ email: ' Demo@Example.COM ', password: 'x' }).email).toBe(
      'demo@example.com',
    );
    const bad = loginRequestSchema.safeParse({ email: 'nope', password: 'x' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(Object.keys(fieldErrorsFromZod(bad.error))).toEqual(['email']);
  });

  it('requires matching passwords of at least 8 characters', () => {
    const body = {
      email: 'new@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      first_name: 'Ona',
      last_name: 'P',
    };
    expect(registerRequestSchema.parse(body).subscribed).toBe(false);
    const mismatch = registerRequestSchema.safeParse({ ...body, password_confirmation: 'other-one' });
    expect(mismatch.success).toBe(false);
    if (!mismatch.success)
      expect(Object.keys(fieldErrorsFromZod(mismatch.error))).toEqual(['password_confirmation']);
    expect(
      registerRequestSchema.safeParse({ ...body, password: 'short', password_confirmation: 'short' }).success,
    ).toBe(false);
    expect(
      changePasswordRequestSchema.safeParse({
        current_password: 'a',
        password: 'abcdefgh',
        password_confirmation: 'x',
      }).success,
    ).toBe(false);
  });

  it('the upstream session answer carries a token the browser answer does not', () => {
    expect(upstreamSessionResponseSchema.safeParse({ user }).success).toBe(false);
    expect(upstreamSessionResponseSchema.parse({ user, token: 'a'.repeat(32) }).token).toHaveLength(32);
  });
});

describe('addresses and subscription', () => {
  it('validates a new address field by field', () => {
    const bad = addDeliveryAddressRequestSchema.safeParse({
      first_name: ' ',
      last_name: 'P',
      first_address: 'Street 1',
      city: 'Riga',
      zip: '',
      phone_number: '+371 2000 0000',
      country_id: 117,
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(Object.keys(fieldErrorsFromZod(bad.error)).sort()).toEqual(['first_name', 'zip']);
  });

  it('delete needs a positive id', () => {
    expect(deleteDeliveryAddressRequestSchema.safeParse({ id: 0 }).success).toBe(false);
  });

  it('reads the subscription answer at data.result', () => {
    expect(subscriptionStatusResponseSchema.parse({ data: { result: true } }).data.result).toBe(true);
  });
});
