import { createHash } from 'node:crypto';
import type { OrderStatus } from '@storefront/shared-types';
import { hashPassword } from '../../services/auth/passwords.js';
import type { Queryable } from '../database.js';
import { DEMO_ORDER_STATUSES, insertUserOrders } from './orders.js';

interface DemoUser {
  id: number;
  email: string;
  /** Null: a client known from a guest order, who has never set a password (check-client mails them a link). */
  password: string | null;
  first_name: string;
  last_name: string;
  is_pro: boolean;
  can_view_translations: boolean;
  phone_number: string | null;
  /** In-product balance in euros (§3 payment provider 4): pay with it alone or with a provider. */
  balance: number;
  /** Their orders' statuses, oldest first (seed/orders.ts writes them with lines, payments and a timeline). */
  orders: readonly OrderStatus[];
  delivery_addresses: ReadonlyArray<{
    first_name: string;
    last_name: string;
    first_address: string;
    city: string;
    zip: string;
    phone_number: string;
    country_id: number;
  }>;
}

/** Demo accounts; the credentials are documented in the README and shop-api/README.md. */
export const demoUsers = [
  {
    id: 1,
    email: 'demo@storefront.test',
    password: 'demo-password',
    first_name: 'Dana',
    last_name: 'Demo',
    is_pro: false,
    can_view_translations: false,
    phone_number: '+370 600 12345',
    balance: 150,
    orders: DEMO_ORDER_STATUSES,
    delivery_addresses: [
      {
        first_name: 'Dana',
        last_name: 'Demo',
        first_address: 'Gedimino pr. 1',
        city: 'Vilnius',
        zip: 'LT-01103',
        phone_number: '+370 600 12345',
        country_id: 1,
      },
    ],
  },
  {
    id: 2,
    email: 'pro@storefront.test',
    password: 'pro-password',
    first_name: 'Paulius',
    last_name: 'Pro',
    is_pro: true,
    can_view_translations: false,
    phone_number: null,
    balance: 0,
    orders: [],
    delivery_addresses: [],
  },
  {
    id: 3,
    email: 'translator@storefront.test',
    password: 'translator-password',
    first_name: 'Tia',
    last_name: 'Translator',
    is_pro: false,
    can_view_translations: true,
    phone_number: null,
    balance: 0,
    orders: [],
    delivery_addresses: [],
  },
  {
    id: 4,
    email: 'unpaid@storefront.test',
    password: 'unpaid-password',
    first_name: 'Urtė',
    last_name: 'Unpaid',
    is_pro: false,
    can_view_translations: false,
    phone_number: '+371 2000 0000',
    balance: 20,
    orders: ['unpaid', 'unpaid', 'paid'],
    delivery_addresses: [],
  },
  {
    id: 5,
    email: 'guest@storefront.test',
    password: null,
    first_name: 'Gintaras',
    last_name: 'Guest',
    is_pro: false,
    can_view_translations: false,
    phone_number: null,
    balance: 0,
    orders: ['paid'],
    delivery_addresses: [],
  },
] as const satisfies ReadonlyArray<DemoUser>;

export async function insertUsers(db: Queryable): Promise<void> {
  for (const u of demoUsers as ReadonlyArray<DemoUser>) {
    // A salt derived from the e-mail keeps the seed identical run after run; real sign-ups get random salts.
    const salt = createHash('sha256').update(`seed:${u.email}`).digest().subarray(0, 16);
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, is_pro, can_view_translations,
         phone_number, balance, created_at)
       OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '2025-01-01T00:00:00Z')`,
      [
        u.id,
        u.email,
        u.password === null ? null : await hashPassword(u.password, salt),
        u.first_name,
        u.last_name,
        u.is_pro,
        u.can_view_translations,
        u.phone_number,
        u.balance,
      ],
    );
    await insertUserOrders(db, u, u.orders, { demoParcel: u.id === 1 });
    for (const a of u.delivery_addresses) {
      await db.query(
        `INSERT INTO delivery_addresses (user_id, first_name, last_name, first_address, city, zip, phone_number,
           country_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '2025-01-02T00:00:00Z')`,
        [u.id, a.first_name, a.last_name, a.first_address, a.city, a.zip, a.phone_number, a.country_id],
      );
    }
  }
  // Identity columns do not see explicit ids; move the sequence past them.
  await db.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
}
