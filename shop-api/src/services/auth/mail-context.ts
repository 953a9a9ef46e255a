import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { requestHost, resolveSite } from '../config/site-resolver.js';
import { originOf, storefrontHost } from '../orders/storefront-origin.js';

export interface MailContext {
  /** The shop's name for the mail's subject. */
  siteName: string;
  /** The storefront origin the mail's links open (`http://lv.localhost:3000`). */
  origin: string;
  /** The site's default language: a mail's language when neither the call nor the user names one. */
  defaultLocale: LanguageCode;
}

const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The site a call came in for (by its Host, as for store-config) as its mails need it. `{host}` in the origin
 * template is the shopper's host when it is one of the site's (orders/storefront-origin.ts), else the site's
 * first host: a mail never links to a host the visitor made up.
 */
export async function mailContext(
  db: Queryable,
  headers: Record<string, string | string[] | undefined>,
  originTemplate: string,
): Promise<MailContext> {
  const host = requestHost(headers);
  const site = await resolveSite(db, host);
  const [[row], linkHost] = await Promise.all([
    db.query<{ language: string }>('SELECT iso_code AS language FROM languages WHERE id = $1', [
      site.default_language_id,
    ]),
    storefrontHost(db, site.id, headers, originTemplate),
  ]);
  return {
    siteName: site.name,
    origin: originOf(originTemplate, linkHost),
    defaultLocale: isLanguageCode(row?.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

/** The language of a user's mail: the one the call names, else the user's stored one, else the site's. */
export function mailLocale(
  requested: LanguageCode | undefined,
  stored: string | null | undefined,
  context: MailContext,
): LanguageCode {
  return requested ?? (isLanguageCode(stored) ? stored : context.defaultLocale);
}
