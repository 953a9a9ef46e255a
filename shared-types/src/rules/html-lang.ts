import type { LanguageCode } from '../enums.js';

const BCP47_BY_CODE: Record<LanguageCode, string> = { en: 'en', lt: 'lt', lv: 'lv', ee: 'et' };

/**
 * The BCP 47 tag of a product language, for `<html lang>` and hreflang: the product's `ee` is Estonian, whose
 * language tag is `et` (`ee` would tell browsers, screen readers and search engines the page is in Ewe).
 */
export function htmlLang(code: LanguageCode): string {
  return BCP47_BY_CODE[code];
}
