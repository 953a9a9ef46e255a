import { FALLBACK_BRAND, languageCodeSchema, themeSchema, variantCodeSchema } from '@storefront/shared-types';
import { z } from 'zod';

// The shape of the variant manifest: the built-in default (default-manifest.ts) and any VARIANTS_FILE an
// operator supplies are both checked against it at start, so a typo fails the start, not a page view.

// A bare hostname, no scheme or port, compared lowercased (Host headers are case-insensitive).
const hostSchema = z
  .string()
  .regex(
    /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i,
    'must be a bare host name such as lv.localhost (no scheme or port)',
  )
  .transform((host) => host.toLowerCase());

// A site-relative path (served by the bff) or an absolute https URL (a CDN).
const assetUrlSchema = z
  .string()
  .refine((url) => /^\/[^/]/.test(url) || url.startsWith('https://'), 'must start with / or https://');

/** Each group is optional: a missing group falls back to brand 1's (spec §1). */
export const assetGroupsSchema = z.object({
  logo: assetUrlSchema.optional(),
  heroImages: z.array(assetUrlSchema).min(1).optional(),
  benefitIcons: z.array(assetUrlSchema).min(1).optional(),
});
export type AssetGroups = z.infer<typeof assetGroupsSchema>;

const siteFields = {
  name: z.string().min(1),
  hosts: z.array(hostSchema).min(1),
  /** Host header the shop API knows this site by. */
  upstreamHost: hostSchema,
  /** Overrides CANONICAL_ORIGIN_TEMPLATE for this site, e.g. https://shop.example.lv */
  canonicalOrigin: z.url({ protocol: /^https?$/ }).optional(),
  assets: assetGroupsSchema.default({}),
};

export const brandEntrySchema = z.object({ brand: z.number().int().min(1).max(6), ...siteFields });
export type BrandEntry = z.infer<typeof brandEntrySchema>;

const commonVariantFields = {
  code: variantCodeSchema,
  name: z.string().min(1),
  defaultLanguage: languageCodeSchema,
  defaultCountry: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code such as LT'),
  languages: z.array(languageCodeSchema).min(1),
  theme: themeSchema,
};

/** A regional variant is one site; the white-label variant is one site per brand. */
export const variantEntrySchema = z.union([
  z.object({ ...commonVariantFields, ...siteFields }).strict(),
  z.object({ ...commonVariantFields, brands: z.array(brandEntrySchema).min(1) }).strict(),
]);

export const manifestSchema = z
  .object({
    /** Where an unknown host lands. */
    defaultVariant: variantCodeSchema.default('lt'),
    variants: z.array(variantEntrySchema).min(1),
    /** Meta tag names of the optional site-verification tags; their contents come from the environment. */
    verification: z
      .object({
        paymentProviderMetaName: z.string().min(1).default('payment-provider-site-verification'),
        searchEngineMetaName: z.string().min(1).default('google-site-verification'),
        /** §2: the search-engine verification tag is on this one brand only. */
        searchEngineBrand: z.number().int().min(1).max(6).nullable().default(null),
      })
      .prefault({}),
  })
  .superRefine((manifest, ctx) => {
    const codes = new Set<string>();
    const hosts = new Set<string>();
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    manifest.variants.forEach((entry, index) => {
      if (codes.has(entry.code)) issue(['variants', index, 'code'], `variant ${entry.code} is listed twice`);
      codes.add(entry.code);
      if (!entry.languages.includes(entry.defaultLanguage)) {
        issue(['variants', index, 'defaultLanguage'], `${entry.defaultLanguage} is not among the languages`);
      }
      const sites = 'brands' in entry ? entry.brands : [entry];
      const brandIds = new Set<number>();
      sites.forEach((site, siteIndex) => {
        const path = 'brands' in entry ? ['variants', index, 'brands', siteIndex] : ['variants', index];
        if ('brand' in site) {
          if (brandIds.has(site.brand)) issue([...path, 'brand'], `brand ${site.brand} is listed twice`);
          brandIds.add(site.brand);
        }
        for (const host of site.hosts) {
          if (hosts.has(host)) issue([...path, 'hosts'], `host ${host} selects two sites`);
          hosts.add(host);
        }
      });
    });
    if (!codes.has(manifest.defaultVariant)) {
      issue(['defaultVariant'], `the default variant ${manifest.defaultVariant} is not in the manifest`);
    }
    const fallback = manifest.variants
      .flatMap((entry) => ('brands' in entry ? entry.brands : []))
      .find((brand) => brand.brand === FALLBACK_BRAND);
    const complete = fallback?.assets.logo && fallback.assets.heroImages && fallback.assets.benefitIcons;
    if (!complete) {
      issue(
        ['variants'],
        `brand ${FALLBACK_BRAND} must exist with all asset groups: the others fall back to it`,
      );
    }
  });
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestInput = z.input<typeof manifestSchema>;
