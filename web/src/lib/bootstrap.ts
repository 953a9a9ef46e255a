import { BOOTSTRAP_ELEMENT_ID, type Bootstrap, isSupportedLanguage } from '@storefront/shared-types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether inline data has the bootstrap's shape. The bff builds it from values its own zod schemas already
 * parsed (same deployment, same contract), so the web checks the outline only: running bootstrapSchema here
 * would put zod and every schema it references on the start-up path.
 */
function isBootstrapShaped(value: unknown): value is Bootstrap {
  if (!isRecord(value)) return false;
  const { variant, storeConfig, translations, user } = value;
  return (
    isRecord(variant) &&
    typeof variant.code === 'string' &&
    Array.isArray(variant.languages) &&
    isRecord(variant.assets) &&
    typeof value.locale === 'string' &&
    isSupportedLanguage(value.locale) &&
    isRecord(storeConfig) &&
    isRecord(storeConfig.site) &&
    Array.isArray(storeConfig.currencies) &&
    isRecord(translations) &&
    (user === null || isRecord(user))
  );
}

/** The data the bff inlined into the page; null when it is missing or does not have the contract's shape. */
export function readInlineBootstrap(doc: Document = document): Bootstrap | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return isBootstrapShaped(data) ? data : null;
  } catch {
    return null;
  }
}
