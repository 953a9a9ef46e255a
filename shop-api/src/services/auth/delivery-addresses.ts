import {
  ACCOUNT_MESSAGES,
  type Address,
  type AddressInput,
  MAX_DELIVERY_ADDRESSES,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { accountError, invalidField } from './account-errors.js';

const COLUMNS = 'id, first_name, last_name, first_address, city, zip, phone_number, country_id';

async function checkCountry(db: Queryable, countryId: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM countries WHERE id = $1', [countryId]);
  if (rows.length === 0) throw invalidField('country_id', ACCOUNT_MESSAGES.unknownCountry);
}

const values = (a: AddressInput) => [
  a.first_name,
  a.last_name,
  a.first_address,
  a.city,
  a.zip,
  a.phone_number,
  a.country_id,
];

/**
 * §4: the client may send the new address with its placeholder id 0; the real id comes back and replaces it.
 * The user's row is locked while counting, so two concurrent adds cannot pass the limit together.
 */
export async function addDeliveryAddress(
  db: Database,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  await checkCountry(db, input.country_id);
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM delivery_addresses WHERE user_id = $1',
      [userId],
    );
    if ((count?.n ?? 0) >= MAX_DELIVERY_ADDRESSES) throw accountError(409, ACCOUNT_MESSAGES.tooManyAddresses);
    const [address] = await tx.query<Address>(
      `INSERT INTO delivery_addresses (user_id, first_name, last_name, first_address, city, zip, phone_number, country_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [userId, ...values(input)],
    );
    if (!address) throw new Error('INSERT … RETURNING gave no row');
    return address;
  });
}

/** Only the user's own address: another's (or none) is a 404 naming `id`, the same answer for both. */
export async function updateDeliveryAddress(
  db: Queryable,
  userId: number,
  input: AddressInput & { id: number },
): Promise<Address> {
  await checkCountry(db, input.country_id);
  const [address] = await db.query<Address>(
    `UPDATE delivery_addresses SET first_name = $3, last_name = $4, first_address = $5, city = $6, zip = $7,
       phone_number = $8, country_id = $9
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [input.id, userId, ...values(input)],
  );
  if (!address) throw accountError(404, ACCOUNT_MESSAGES.addressNotFound, 'id');
  return address;
}

export async function deleteDeliveryAddress(db: Queryable, userId: number, id: number): Promise<void> {
  const rows = await db.query('DELETE FROM delivery_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  if (rows.length === 0) throw accountError(404, ACCOUNT_MESSAGES.addressNotFound, 'id');
}
