import type { AssetGroups, BrandEntry, Manifest } from './manifest-schema.js';
import type { Variant } from './variant.js';

export interface CanonicalOptions {
  /** e.g. `https://{host}` or the dev default `http://{host}:{port}`; {host} is the site's first host. */
  template: string;
  port: number;
}

type Assets = Variant['assets'];

/** Group by group, a missing one takes the fallback brand's (spec §1). */
export function withFallbackAssets(own: AssetGroups, fallback: Assets): Assets {
  return {
    logo: own.logo ?? fallback.logo,
    heroImages: own.heroImages ?? fallback.heroImages,
    benefitIcons: own.benefitIcons ?? fallback.benefitIcons,
  };
}

function canonicalOrigin(
  explicit: string | undefined,
  fields: { host: string; code: string; brand: number | null },
  options: CanonicalOptions,
): string {
  const raw =
    explicit ??
    options.template
      .replaceAll('{host}', fields.host)
      .replaceAll('{code}', fields.code)
      .replaceAll('{brand}', fields.brand === null ? '' : String(fields.brand))
      .replaceAll('{port}', String(options.port));
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`canonical origin "${raw}" of ${fields.code} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`canonical origin "${raw}" of ${fields.code} must be http or https`);
  }
  // URL.origin drops a default port and any path, so canonical links are built the same way everywhere.
  return url.origin;
}

/** Expands the manifest into one Variant per site: a regional variant is one, the white-label one per brand. */
export function buildVariants(manifest: Manifest, options: CanonicalOptions): Variant[] {
  const brands = manifest.variants.flatMap((entry) => ('brands' in entry ? entry.brands : []));
  const fallbackBrand = brands.find((brand) => brand.brand === 1) as BrandEntry;
  // The schema guarantees brand 1 has every group.
  const fallback = fallbackBrand.assets as Assets;

  return manifest.variants.flatMap((entry) => {
    const common = {
      code: entry.code,
      defaultLanguage: entry.defaultLanguage,
      defaultCountry: entry.defaultCountry,
      languages: [...entry.languages],
      theme: entry.theme,
    };
    const sites = 'brands' in entry ? entry.brands : [{ ...entry, brand: null }];
    return sites.map(
      (site): Variant => ({
        ...common,
        name: site.name,
        hosts: [...site.hosts],
        upstreamHost: site.upstreamHost,
        brand: site.brand,
        canonicalOrigin: canonicalOrigin(
          site.canonicalOrigin,
          { host: site.hosts[0] as string, code: entry.code, brand: site.brand },
          options,
        ),
        assets: withFallbackAssets(site.assets, fallback),
      }),
    );
  });
}
