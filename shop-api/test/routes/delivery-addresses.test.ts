import { ACCOUNT_MESSAGES, MAX_DELIVERY_ADDRESSES } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/services/auth/sessions.js';
import { createTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });

const address = {
  first_name: 'Ona',
  last_name: 'Adresė',
  first_address: 'Laisvės al. 10',
  city: 'Kaunas',
  zip: 'LT-44001',
  phone_number: '+370 600 00001',
  country_id: 1,
};

let users = 0;
async function newUser(): Promise<{ id: number; token: string }> {
  const [row] = await t.database.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, NULL, 'A', 'B') RETURNING id`,
    [`addresses-${++users}@example.test`],
  );
  if (!row) throw new Error('no user');
  return { id: row.id, token: await createSession(t.database.db, row.id) };
}
const addressesOf = async (token: string) =>
  (await post('/api/auth/getCurrentUser', {}, token)).json().delivery_addresses;

describe('delivery addresses', () => {
  it('adds an address sent with the §4 placeholder id 0 and answers its real id', async () => {
    const user = await newUser();
    const res = await post('/api/account/add-delivery-address', { id: 0, ...address }, user.token);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.id).toBeGreaterThan(0);
    expect(saved).toEqual({ ...address, id: saved.id });
    expect(await addressesOf(user.token)).toEqual([saved]);
  });

  it('updates and deletes only the user’s own address; another’s is a 404 naming id', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { id } = (await post('/api/account/add-delivery-address', address, owner.token)).json();
    const theirs = await post(
      '/api/account/update-delivery-address',
      { ...address, id, city: 'Vilnius' },
      other.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().fields).toEqual({ id: ACCOUNT_MESSAGES.addressNotFound });
    expect((await post('/api/account/delete-delivery-address', { id }, other.token)).statusCode).toBe(404);

    const mine = await post(
      '/api/account/update-delivery-address',
      { ...address, id, city: 'Vilnius' },
      owner.token,
    );
    expect(mine.json()).toEqual({ ...address, id, city: 'Vilnius' });
    expect((await post('/api/account/delete-delivery-address', { id }, owner.token)).json()).toEqual({
      success: true,
    });
    expect(await addressesOf(owner.token)).toEqual([]);
    expect((await post('/api/account/delete-delivery-address', { id }, owner.token)).statusCode).toBe(404);
  });

  it('names a phone against the §5 rule, an empty zip, an unknown country and any id but the placeholder', async () => {
    const user = await newUser();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...address, phone_number: '+12' }, 'phone_number', ACCOUNT_MESSAGES.phone],
      [{ ...address, zip: '  ' }, 'zip', ACCOUNT_MESSAGES.required],
      [{ ...address, country_id: 999 }, 'country_id', ACCOUNT_MESSAGES.unknownCountry],
      [{ ...address, id: 7 }, 'id', 'Invalid input: expected 0'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/account/add-delivery-address', body, user.token);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      if (field !== 'id') expect(res.json().fields[field]).toBe(message);
    }
    expect(await addressesOf(user.token)).toEqual([]);
  });

  it(`keeps at most ${MAX_DELIVERY_ADDRESSES} addresses per user`, async () => {
    const user = await newUser();
    await Promise.all(
      Array.from({ length: MAX_DELIVERY_ADDRESSES }, () =>
        post('/api/account/add-delivery-address', address, user.token),
      ),
    );
    const over = await post('/api/account/add-delivery-address', address, user.token);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ACCOUNT_MESSAGES.tooManyAddresses);
    expect(await addressesOf(user.token)).toHaveLength(MAX_DELIVERY_ADDRESSES);
  });

  it('is a 401 without a session', async () => {
    for (const [url, body] of [
      ['/api/account/add-delivery-address', address],
      ['/api/account/update-delivery-address', { ...address, id: 1 }],
      ['/api/account/delete-delivery-address', { id: 1 }],
    ] as const) {
      expect((await post(url, body)).statusCode).toBe(401);
    }
  });
});
