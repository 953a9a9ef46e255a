import type { Queryable } from '../database.js';
import { seedSites } from './sites.js';

// The phone models offered for reservation (#28), on every site: the same three new models, in euros, with a
// stock each and an expected date far enough ahead for the demo. A model's id is site * 10 + its position, so
// demo links and tests can name one (site 1's first model is 11).
export const seedReservationModels = [
  {
    name: 'iPhone 17 Pro',
    colour: 'Cosmic Orange',
    storage: '256 GB',
    price: 1349,
    deposit: 100,
    expected_date: '2027-03-15',
    stock: 25,
  },
  {
    name: 'iPhone 17 Pro Max',
    colour: 'Deep Blue',
    storage: '512 GB',
    price: 1749,
    deposit: 150,
    expected_date: '2027-03-15',
    stock: 15,
  },
  {
    name: 'iPhone 17',
    colour: 'Lavender',
    storage: '256 GB',
    price: 979,
    deposit: 50,
    expected_date: '2027-02-20',
    stock: 40,
  },
] as const;

export async function insertReservationModels(tx: Queryable): Promise<void> {
  for (const site of seedSites) {
    for (const [i, m] of seedReservationModels.entries()) {
      await tx.query(
        `INSERT INTO reservation_models (id, site_id, name, colour, storage, price, deposit, expected_date, stock,
           position)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          site.id * 10 + i + 1,
          site.id,
          m.name,
          m.colour,
          m.storage,
          m.price,
          m.deposit,
          m.expected_date,
          m.stock,
          i + 1,
        ],
      );
    }
  }
  // The identity continues past the seeded ids, so a model added later gets a fresh one.
  await tx.query(
    "SELECT setval(pg_get_serial_sequence('reservation_models', 'id'), (SELECT max(id) FROM reservation_models))",
  );
}
