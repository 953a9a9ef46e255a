// Where the page carries the bootstrap JSON and how it is written; zod-free so the web reads it without loading
// the schemas.
import type { Bootstrap } from './bootstrap.js';
import { inlineJsonSharing } from './rules/inline-json.js';

export const BOOTSTRAP_ELEMENT_ID = '__BOOTSTRAP__';

/**
 * The bootstrap as the page carries it (the web's server render writes it; the bff writes it again into a page
 * kept for every signed-in shopper, see bff routes/pages/shared-page.ts): without the translations when the bff
 * names their file (the browser fetches it, from its cache after the first page); the store config, the bff's
 * cached object, serialised once.
 */
export function pageBootstrapJson(bootstrap: Bootstrap): string {
  if (!bootstrap.translationsUrl) return inlineJsonSharing(bootstrap, ['translations', 'storeConfig']);
  const { translations: _inFile, ...rest } = bootstrap;
  return inlineJsonSharing(rest, ['storeConfig']);
}
