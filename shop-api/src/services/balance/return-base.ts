import type { Queryable } from '../../db/database.js';
import { requireLanguage } from '../config/languages.js';
import { requestStorefrontOrigin } from '../orders/storefront-origin.js';

/**
 * Where a provider sends the shopper back after a top-up or an invoice payment: the storefront host they are on
 * (checked against the site's hosts, as for orders) and the language prefix of the call (`http://localhost:3000/en`).
 * The payment service appends the outcome page (/balance/pay, /invoice/accept|decline). A language_id the shop
 * has no language for is a 400 naming it (requireLanguage), before the caller writes anything.
 */
export async function payableReturnBase(
  db: Queryable,
  headers: Record<string, string | string[] | undefined>,
  template: string,
  languageId: number,
): Promise<string> {
  const language = await requireLanguage(db, languageId);
  const { origin } = await requestStorefrontOrigin(db, headers, template);
  return `${origin}/${language}`;
}
