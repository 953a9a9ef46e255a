import type { Variant } from './variant.js';

export interface VariantResolver {
  readonly all: readonly Variant[];
  readonly fallback: Variant;
  /** The variant for a hostname (no port); an unknown or missing host gets the default variant. */
  resolve(hostname: string | undefined): Variant;
}

export function createVariantResolver(variants: readonly Variant[], defaultCode: string): VariantResolver {
  const byHost = new Map<string, Variant>();
  for (const variant of variants) {
    for (const host of variant.hosts) byHost.set(host, variant);
  }
  // The default variant's regional site (brand null) when it has one, so `lt` never lands on a brand.
  const fallback =
    variants.find((variant) => variant.code === defaultCode && variant.brand === null) ??
    variants.find((variant) => variant.code === defaultCode);
  if (!fallback) throw new Error(`default variant ${defaultCode} is not in the manifest`);
  return {
    all: variants,
    fallback,
    resolve(hostname) {
      if (!hostname) return fallback;
      // Browsers send the host as it is listed (lower case, no final dot): found without making a new string.
      const listed = byHost.get(hostname);
      if (listed !== undefined) return listed;
      // A fully qualified name may end with a dot (lv.localhost.).
      const host = hostname.toLowerCase().replace(/\.$/, '');
      return byHost.get(host) ?? fallback;
    },
  };
}
