import { BOOTSTRAP_ELEMENT_ID, type Bootstrap, isSupportedLanguage } from '@storefront/shared-types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether inline data has the bootstrap's shape. The bff builds it from values its own zod schemas already
 * parsed (same deployment, same contract), so the web checks the outline only: running bootstrapSchema here
 * would put zod and every schema it references on the start-up path.
 */
function isBootstrapShaped(value: unknown): value is InlineBootstrap {
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
    (isRecord(translations) || (translations === undefined && typeof value.translationsUrl === 'string')) &&
    (user === null || isRecord(user))
  );
}

/** The bootstrap as a page carries it: the translations may be left for the file it names (translationsUrl). */
export type InlineBootstrap = Omit<Bootstrap, 'translations'> & { translations?: Bootstrap['translations'] };

/**
 * The whole bootstrap: the inline one with its translations read from their file when the page names one (the
 * head's preload has usually fetched it by now). A failed fetch leaves them empty, so keys show (§8), as when
 * the bff could not get them for the page.
 */
export async function completeBootstrap(inline: InlineBootstrap): Promise<Bootstrap> {
  if (inline.translations) return { ...inline, translations: inline.translations };
  let translations: Bootstrap['translations'] = {};
  try {
    const response = await fetch(inline.translationsUrl ?? '', { credentials: 'same-origin' });
    const data: unknown = response.ok ? await response.json() : null;
    if (isRecord(data)) translations = data as Bootstrap['translations'];
  } catch {
    // offline or refused: keys show
  }
  return { ...inline, translations };
}

/** The data the bff inlined into the page; null when it is missing or does not have the contract's shape. */
export function readInlineBootstrap(doc: Document = document): InlineBootstrap | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return isBootstrapShaped(data) ? data : null;
  } catch {
    return null;
  }
}
