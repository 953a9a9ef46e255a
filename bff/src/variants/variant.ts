import type { LanguageCode, Theme, VariantCode } from '@storefront/shared-types';

// The resolved site a request is served as (spec §1). Built once at start from the manifest; every request
// gets one of these as `request.variant`, never anything derived from the request's own Host.
export interface Variant {
  code: VariantCode;
  name: string;
  /** Hosts (no port) that select this variant. */
  hosts: string[];
  /** Host header sent to the shop API so it picks the same site. */
  upstreamHost: string;
  defaultLanguage: LanguageCode;
  defaultCountry: string;
  languages: LanguageCode[];
  theme: Theme;
  /** White-label brand 1…6, null for the regional variants. */
  brand: number | null;
  /** Origin used in canonical, og:url, hreflang and redirects (scheme://host[:port], no trailing slash). */
  canonicalOrigin: string;
  /** Public URLs of the brand's assets, brand-1 fallback already applied per group. */
  assets: { logo: string; heroImages: string[]; benefitIcons: string[] };
}
