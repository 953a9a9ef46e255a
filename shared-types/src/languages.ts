// §1 supported languages as plain values, with no zod: the web's entry chunk needs them (locale prefix, guard,
// bootstrap) and must not pay for schema construction at start-up. enums.ts builds the schema from these.

/** §1: supported languages. `ee` (not ISO `et`) is the code the product uses for Estonian. */
export const LANGUAGE_CODES = ['en', 'lt', 'lv', 'ee'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'lt';
