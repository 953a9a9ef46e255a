import { escapeHtml, htmlLang, type LanguageCode } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

// The pages the bff writes itself, for when the web's React tree cannot answer: the shop is unavailable, the
// render failed outright, the web app is not built, the address is longer than any page's, or the browser sent
// more cookies than any request may carry. Each is plain HTML with no script and kept out of search results; they
// share one document shell.

function fallbackDocument(locale: LanguageCode, variant: Variant | null, head: string, body: string): string {
  const variantAttribute = variant ? ` data-variant="${escapeHtml(variant.code)}"` : '';
  return `<!doctype html>
<html lang="${htmlLang(locale)}"${variantAttribute}>
  <head>${head}</head>
  <body>${body}</body>
</html>
`;
}

/** A site's own fallback page head: its name as the title. */
function siteHead(variant: Variant): string {
  return `<meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" /><title>${escapeHtml(variant.name)}</title>`;
}

/** 503: the shop (or the render capacity) is briefly unavailable. */
export function unavailablePage(variant: Variant, locale: LanguageCode): string {
  return fallbackDocument(
    locale,
    variant,
    siteHead(variant),
    '<main><h1>We will be right back</h1><p>The shop is briefly unavailable. Please reload in a moment.</p></main>',
  );
}

/** §8's unexpected-error screen for a render that failed outright (the app's own screen could not render). */
export function errorPage(variant: Variant, locale: LanguageCode, requestId: string): string {
  return fallbackDocument(
    locale,
    variant,
    siteHead(variant),
    `<main><h1>Something went wrong</h1><p>We are trying to resolve it. Reference: ${escapeHtml(requestId)}</p>
    <p><a href="/">Return to the home page</a></p></main>
  <footer>© ${new Date().getFullYear()} ${escapeHtml(variant.name)}. All rights reserved.</footer>`,
  );
}

/** 414: an address longer than any page's (MAX_PAGE_URL_LENGTH), so not rendered; the way home. */
export function tooLongPage(variant: Variant, locale: LanguageCode): string {
  return fallbackDocument(
    locale,
    variant,
    siteHead(variant),
    `<main><h1>This address is too long</h1><p>No page of the shop has an address this long.</p>
    <p><a href="/">Return to the home page</a></p></main>`,
  );
}

/**
 * 431 to a browser whose cookies for the site outgrew what a request may carry (Node's 16 KB of headers: scripts on
 * the site can add cookies of their own). The site cannot be reached until they are cleared, so the page says how.
 * No site is known here (the request was refused before its Host was read).
 */
export function tooManyCookiesPage(locale: LanguageCode): string {
  return fallbackDocument(
    locale,
    null,
    '<meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>Too many cookies</title>',
    `<main><h1>Your browser sent too many cookies</h1>
    <p>This site cannot read a request this large. Clear this site's cookies in your browser's settings, then reload the page.</p></main>`,
  );
}

/** 503 in a checkout nobody has built the web app in yet: what to run. */
export function notBuiltPage(locale: LanguageCode): string {
  return fallbackDocument(
    locale,
    null,
    '<meta charset="UTF-8" /><meta name="robots" content="noindex" /><title>The storefront is starting</title>',
    `<main><h1>The storefront is starting</h1>
    <p>The web app has not been built yet. Run <code>npm run build</code>, then reload.</p></main>`,
  );
}
