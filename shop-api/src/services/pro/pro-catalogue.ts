// The pro catalogue (#28): every product with its list price (the shop's current price, EUR), stock and volume
// tiers priced by the one rule (shared-types rules/pro-price.ts). Pro prices are in euros whatever the site's
// currency: a company's invoice and a bank transfer are in euros, and the tiers must not move with a rate.
import {
  type LanguageCode,
  PRO_CATALOGUE_PAGE_SIZE,
  PRO_VOLUME_TIERS,
  type ProCatalogueResponse,
  proUnitPrice,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { NAME_COLUMN } from '../cart/cart-view.js';
import { languageOf } from '../config/languages.js';

/** The language's iso code of a §7 language_id; an unknown id reads English names. */
export async function proLanguage(db: Queryable, languageId: number | undefined): Promise<LanguageCode> {
  return (languageId === undefined ? null : await languageOf(db, languageId)) ?? 'en';
}

export const tiersOf = (listPrice: number) =>
  PRO_VOLUME_TIERS.map((tier) => ({
    min: tier.min,
    discount_percent: tier.discount_percent,
    unit_price: proUnitPrice(listPrice, tier.min),
  }));

export async function proCatalogue(
  db: Queryable,
  page: number,
  language: LanguageCode,
): Promise<ProCatalogueResponse> {
  const [rows, [count]] = await Promise.all([
    db.query<{
      id: number;
      name: string;
      sku: string;
      image: string | null;
      list_price: number;
      stock: number;
    }>(
      `SELECT id, ${NAME_COLUMN[language]} AS name, sku, images[1] AS image, current_price::float8 AS list_price,
         stock
       FROM products WHERE kind = 'p' ORDER BY id LIMIT $1 OFFSET $2`,
      [PRO_CATALOGUE_PAGE_SIZE, (page - 1) * PRO_CATALOGUE_PAGE_SIZE],
    ),
    db.query<{ total: number }>("SELECT count(*)::int AS total FROM products WHERE kind = 'p'"),
  ]);
  return {
    products: rows.map((row) => ({ ...row, tiers: tiersOf(row.list_price) })),
    page,
    page_count: Math.ceil((count?.total ?? 0) / PRO_CATALOGUE_PAGE_SIZE),
    currency: 'EUR',
  };
}
