// §7 "Configuration and content" calls and the §3 store configuration, with §3 field names exactly as written.
import { z } from 'zod';
import { UTM_PARAMS, UTM_VALUE_MAX_LENGTH } from './constants.js';
import { languageCodeSchema, productLayoutSchema } from './enums.js';
import { idSchema as id } from './primitives.js';
import { hasControlCharacter } from './rules/control-characters.js';

// ── POST /api/store-config ───────────────────────────────────────────────────────────────────────────────────

export const storeConfigRequestSchema = z.object({ langIso: languageCodeSchema });
export type StoreConfigRequest = z.infer<typeof storeConfigRequestSchema>;

/**
 * A currency and its rate: one unit of it is worth `rate_to_eur` euros. Prices are converted between currencies
 * through it (rules/currency-conversion.ts).
 */
export const currencySchema = z.object({
  id: id,
  iso_code: z.string().min(3).max(3),
  rate_to_eur: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;

/** §3 language pivot: the per-site, per-language marketing integrations. */
export const languagePivotSchema = z.object({
  gtm_id: z.string().nullable(),
  /** A comma-separated list of ad-pixel ids (see parsePixelIds). */
  pixel_id: z.string().nullable(),
  live_agent_id: z.string().nullable(),
  /** A sort type (see SORT_TYPES); kept a string so an unknown value falls back instead of failing the page. */
  mp_default_sort: z.string().nullable(),
});
export type LanguagePivot = z.infer<typeof languagePivotSchema>;

export const siteLanguageSchema = z.object({
  id: id,
  iso_code: z.string(),
  local_title: z.string(),
  pivot: languagePivotSchema,
});
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

/**
 * §3 Site. The spec names three keys without spelling them; these snake_case names are the contract:
 * `ad_retargeting_key` (ad-retargeting service), `marketing_email_key` (marketing-email service) and
 * `category_document_key` (category document). Null when the site has no such integration.
 */
export const siteSchema = z.object({
  name: z.string(),
  cdn_logo: z.string(),
  languages: z.array(siteLanguageSchema),
  ad_retargeting_key: z.string().nullable(),
  marketing_email_key: z.string().nullable(),
  category_document_key: z.string().nullable(),
});
export type Site = z.infer<typeof siteSchema>;

/** §3 search and query keys. */
export const searchKeysSchema = z.object({ countryId: id, languageId: id });
export type SearchKeys = z.infer<typeof searchKeysSchema>;

/** A blog post as listed in store config; the store only needs to know whether any exist and link them. */
export const blogSummarySchema = z.object({ id: id, slug: z.string(), title: z.string() });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/**
 * `currencies` are all the shop's currencies; `filteredCurrencies` the ones the site offers for selection;
 * `conversionCurrency` the one prices are converted from (null when the site does not convert).
 */
export const storeConfigResponseSchema = z.object({
  blogs: z.array(blogSummarySchema),
  conversionCurrency: currencySchema.nullable(),
  currencies: z.array(currencySchema),
  filteredCurrencies: z.array(currencySchema),
  searchKeys: searchKeysSchema,
  site: siteSchema,
});
export type StoreConfigResponse = z.infer<typeof storeConfigResponseSchema>;

/** §3 available locale, derived per site language (see deriveAvailableLocales). */
export const availableLocaleSchema = z.object({ id: id, iso: z.string(), name: z.string() });
export type AvailableLocale = z.infer<typeof availableLocaleSchema>;

/** §3 Store configuration: the client-side state built from the store-config answer. */
export const storeConfigStateSchema = z.object({
  productLayout: productLayoutSchema,
  isMobile: z.boolean(),
  isTablet: z.boolean(),
  site: siteSchema.nullable(),
  currencies: z.array(currencySchema),
  allCurrencies: z.array(currencySchema),
  selectedCurrency: currencySchema.nullable(),
  conversionCurrency: currencySchema.nullable(),
  searchKeys: searchKeysSchema.nullable(),
  hasBlogPosts: z.boolean(),
  loaded: z.boolean(),
  availableLocales: z.array(availableLocaleSchema),
  /** Shape not shown by the spec; carried through untouched. */
  marketplace_config: z.record(z.string(), z.unknown()).nullable(),
});
export type StoreConfigState = z.infer<typeof storeConfigStateSchema>;

/** §3 Language state. */
export const languageStateSchema = z.object({ id: id, iso_code: z.string() });
export type LanguageState = z.infer<typeof languageStateSchema>;

// ── GET /api/config/languages ────────────────────────────────────────────────────────────────────────────────

export const languageSchema = z.object({ id: id, iso_code: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;
export const languagesResponseSchema = z.array(languageSchema);
export type LanguagesResponse = z.infer<typeof languagesResponseSchema>;

// ── POST /api/translations/translationMessages ───────────────────────────────────────────────────────────────

export const translationsRequestSchema = z.object({ locale: languageCodeSchema });
export type TranslationsRequest = z.infer<typeof translationsRequestSchema>;
/** Translation key → text for the requested locale. A missing key falls back to the key itself (§8). */
export const translationResourcesSchema = z.record(z.string(), z.string());
export type TranslationResources = z.infer<typeof translationResourcesSchema>;
export const translationsResponseSchema = z.object({ resources: translationResourcesSchema });
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

// ── GET /api/auth/permissions/can-view-translations ──────────────────────────────────────────────────────────

export const canViewTranslationsResponseSchema = z.boolean();
export type CanViewTranslationsResponse = z.infer<typeof canViewTranslationsResponseSchema>;

// ── POST /api/locale/change ──────────────────────────────────────────────────────────────────────────────────

export const localeChangeRequestSchema = z.object({ newLocale: languageCodeSchema });
export type LocaleChangeRequest = z.infer<typeof localeChangeRequestSchema>;

// ── POST /api/utm ────────────────────────────────────────────────────────────────────────────────────────────

// No control characters: NUL is refused by PostgreSQL (a 500 in the shop), CR/LF have no place in a campaign tag.
const utmValue = z
  .string()
  .trim()
  .min(1)
  .max(UTM_VALUE_MAX_LENGTH)
  .refine((value) => !hasControlCharacter(value), 'Must not contain control characters')
  .optional();

/** §3 UTM record / §7 utm body: the utm_* parameters found, at least one. */
export const utmRequestSchema = z
  .object({ utm_campaign: utmValue, utm_medium: utmValue, utm_source: utmValue })
  .refine((record) => UTM_PARAMS.some((key) => record[key] !== undefined), {
    message: `At least one of ${UTM_PARAMS.join(', ')} is required`,
  });
export type UtmRequest = z.infer<typeof utmRequestSchema>;
export type UtmRecord = UtmRequest;
