import { type Currency, selectCurrency } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { SiteRow } from '../config/site-resolver.js';

export interface CartCurrencies {
  /** The currency the shop's prices and shipping rates are kept in (the site's conversion currency). */
  base: Currency;
  /** The currency the cart is shown and charged in. */
  selected: Currency;
}

/**
 * §4 on the shop's side: the requested currency when the site offers it, else the cart's last one, else EUR, else
 * the site's first; a site offering none keeps its conversion currency.
 */
export async function cartCurrencies(
  db: Queryable,
  site: SiteRow,
  ...preferred: ReadonlyArray<number | null | undefined>
): Promise<CartCurrencies> {
  const rows = await db.query<Currency & { offered: boolean }>(
    `SELECT c.id, c.iso_code, c.rate_to_eur::float8 AS rate_to_eur, sc.site_id IS NOT NULL AS offered
     FROM currencies c LEFT JOIN site_currencies sc ON sc.currency_id = c.id AND sc.site_id = $1
     ORDER BY sc.position NULLS LAST, c.id`,
    [site.id],
  );
  const strip = ({ offered: _offered, ...currency }: Currency & { offered: boolean }): Currency => currency;
  const base = rows.find((row) => row.id === site.conversion_currency_id);
  if (!base) throw new Error(`site ${site.code} has no conversion currency`);
  const offered = rows.filter((row) => row.offered).map(strip);
  const wanted = preferred.find((id) => id != null && offered.some((currency) => currency.id === id));
  return { base: strip(base), selected: selectCurrency(offered, wanted) ?? strip(base) };
}
