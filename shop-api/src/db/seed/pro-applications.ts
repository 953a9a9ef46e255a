import type { Queryable } from '../database.js';

/**
 * The demo pro buyer (pro@storefront.test, user 2, seeded is_pro) came in through an approved application, as a
 * real one would (#28), so /pro shows them their company and the operator's list has a decided row.
 */
export async function insertProApplications(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO pro_applications (user_id, company_name, registration_number, vat_number, address, status,
       decided_by, decided_at, created_at)
     SELECT id, 'Pro Parts UAB', '305123456', 'LT100012345612', 'Gedimino pr. 1, LT-01103 Vilnius', 'approved',
       'seed', '2025-01-03T00:00:00Z', '2025-01-02T00:00:00Z'
     FROM users WHERE email = 'pro@storefront.test'`,
  );
}
