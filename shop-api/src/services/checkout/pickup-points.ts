import type { Queryable } from '../../db/database.js';

// A checkout offers the pickup points of its site's country (migration 0016): the lv site lists Riga's lockers,
// not Vilnius's. One query for what is offered and what a choice is checked against, so they cannot disagree.
const SITE_COUNTRY = `(SELECT c.iso_code FROM sites s JOIN countries c ON c.id = s.default_country_id WHERE s.id = $1)`;

export interface PickupPointRow {
  courier_id: number;
  parcelshop_id: string;
  name: string;
  address: string;
}

/** The points a site's shoppers can choose, per courier in their order. */
export function sitePickupPoints(db: Queryable, siteId: number) {
  return db.query<PickupPointRow>(
    `SELECT courier_id, parcelshop_id, name, address FROM pickup_points
      WHERE country_iso = ${SITE_COUNTRY} ORDER BY courier_id, position`,
    [siteId],
  );
}

/** Whether a point is one the site offers for this courier. */
export async function isSitePickupPoint(
  db: Queryable,
  siteId: number,
  parcelShop: string,
  courierId: number,
) {
  const rows = await db.query(
    `SELECT 1 FROM pickup_points WHERE parcelshop_id = $2 AND courier_id = $3 AND country_iso = ${SITE_COUNTRY}`,
    [siteId, parcelShop, courierId],
  );
  return rows.length > 0;
}
