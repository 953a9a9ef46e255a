// A §7 language_id the shop keeps or acts on: stored with what a call writes (a quote, a claim, an order's or a
// reservation's locale), the language its mails are written in, the language prefix of a provider's return
// address. The ids are the shop's own rows (the `languages` table), so the contract's schemas cannot check them:
// this does, before anything is written. Calls that only pick the names of an answer (the cart, the checkout's
// steps, the pro catalogue) stay lenient and fall back to a default language (cart-view.ts, pro-catalogue.ts).
import { isSupportedLanguage, type LanguageCode, REQUEST_MESSAGES } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

/** The storefront language of a language_id, or null when the shop has none by that id (or not one of ours). */
export async function languageOf(db: Queryable, languageId: number): Promise<LanguageCode | null> {
  const [language] = await db.query<{ iso_code: string }>('SELECT iso_code FROM languages WHERE id = $1', [
    languageId,
  ]);
  return language && isSupportedLanguage(language.iso_code) ? language.iso_code : null;
}

/** The iso code of a language_id the shop has, else a 400 naming `language_id` (REQUEST_MESSAGES.languageInvalid). */
export async function requireLanguage(db: Queryable, languageId: number): Promise<LanguageCode> {
  const language = await languageOf(db, languageId);
  if (language === null) throw checkoutError(400, REQUEST_MESSAGES.languageInvalid, 'language_id');
  return language;
}
