// The data the bff inlines into every page (JSON in <script id="__BOOTSTRAP__" type="application/json">) so the
// first render needs no waterfall of calls. The element id is in bootstrap-element.ts (zod-free).
import { z } from 'zod';
import { userSchema } from './account.js';
import { storeConfigResponseSchema } from './config.js';
import { languageCodeSchema, themeSchema, variantCodeSchema } from './enums.js';

/** The variant the host resolved to; assets are already resolved with the brand-1 fallback by the bff. */
export const variantInfoSchema = z.object({
  code: variantCodeSchema,
  name: z.string(),
  theme: themeSchema,
  /** White-label brand 1–6, null for the regional variants. */
  brand: z.number().int().min(1).max(6).nullable(),
  defaultLanguage: languageCodeSchema,
  defaultCountry: z.string(),
  languages: z.array(languageCodeSchema),
  canonicalOrigin: z.url(),
  assets: z.object({
    logo: z.string(),
    heroImages: z.array(z.string()),
    benefitIcons: z.array(z.string()),
  }),
});
export type VariantInfo = z.infer<typeof variantInfoSchema>;

export const sentryBrowserConfigSchema = z.object({
  dsn: z.string(),
  environment: z.string(),
  release: z.string().optional(),
});
export type SentryBrowserConfig = z.infer<typeof sentryBrowserConfigSchema>;

export const bootstrapSchema = z.object({
  variant: variantInfoSchema,
  locale: languageCodeSchema,
  storeConfig: storeConfigResponseSchema,
  translations: z.record(z.string(), z.string()),
  /**
   * Where the browser fetches the translations (a file named by their content, cached by the browser): the page's
   * inline JSON leaves them out when this is set, and the web app reads them before it hydrates. Null when the
   * page has none to name (the shop's texts were unavailable: the page carries an empty set and keys show).
   */
  translationsUrl: z.string().nullable(),
  user: userSchema.nullable(),
  /** The currency id stored in the mm_currency_id cookie, if any. */
  currencyId: z.number().int().nullable(),
  /** Null when error reporting is off (no DSN configured). */
  sentry: sentryBrowserConfigSchema.nullable(),
  /** Site-verification meta tags for every page's head (§2: a payment provider's; a search engine's, one brand). */
  verification: z.array(z.object({ name: z.string(), content: z.string() })),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
