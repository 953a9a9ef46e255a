import {
  type Bootstrap,
  deriveAvailableLocales,
  firstPathSegment,
  heroImageAttributes,
  selectCurrency,
  stripLocalePrefix,
  translate,
} from '@storefront/shared-types';
import { escapeHtml } from './html.js';

// What #root shows before the app's script has run. On a mid-range phone the framework takes seconds to
// download and evaluate, and until then a client-rendered page is blank; with this the shopper sees the site's
// header at once and, on the home page, its hero (the LCP element, whose image the head already preloads).
//
// It is written from the same bootstrap data the app renders from, and the app's first render replaces it
// wholesale (createRoot empties its container). So nothing here needs to work beyond plain links, and it must
// look like that render: the markup and classes copy the web's Shell, Header, Logo, LazyCategoryMenu,
// LanguageSwitcher, CurrencySelector and Hero (web/src/components/layout/, web/src/features/). Because the
// nodes are replaced rather than moved, the swap is no layout shift; tests/e2e/first-paint.e2e.test.ts checks
// that the page does not move when the app takes over.

/** True for the home page, with or without a locale prefix: the one page whose LCP element the server knows. */
export function isHomePath(path: string): boolean {
  return stripLocalePrefix(path) === '/';
}

type Translate = (key: string) => string;

// Controls are inert until the app replaces them (a tap does nothing for that second, as on any page whose
// script is still loading); they are not `disabled`, which would grey them and change how they look.
function select(label: string, options: { value: string; text: string; selected: boolean }[]): string {
  const items = options
    .map(
      (o) =>
        `<option value="${escapeHtml(o.value)}"${o.selected ? ' selected' : ''}>${escapeHtml(o.text)}</option>`,
    )
    .join('');
  return `<div class="flex items-center gap-1"><select aria-label="${label}" class="rounded border border-line bg-surface px-2 py-1 text-sm">${items}</select></div>`;
}

function header(data: Bootstrap, t: Translate): string {
  const { variant, locale, storeConfig, user, currencyId } = data;
  const button = 'rounded px-3 py-2 hover:bg-raised';
  const names = new Map(deriveAvailableLocales(storeConfig.site.languages).map((l) => [l.iso, l.name]));
  const languages = select(
    t('shell.header.language'),
    variant.languages.map((code) => ({
      value: code,
      text: names.get(code) ?? code.toUpperCase(),
      selected: code === locale,
    })),
  );
  const offered =
    storeConfig.filteredCurrencies.length > 0 ? storeConfig.filteredCurrencies : storeConfig.currencies;
  const currency = selectCurrency(offered, currencyId);
  const currencies =
    offered.length === 0
      ? ''
      : select(
          t('shell.header.currency'),
          offered.map((c) => ({ value: String(c.id), text: c.iso_code, selected: c.id === currency?.id })),
        );
  const account = user
    ? `<a href="/${locale}/user-account" class="${button}">${t('shell.header.account')}</a>`
    : `<button type="button" class="${button}">${t('shell.header.sign_in')}</button>`;
  return `<header class="border-b border-line bg-surface"><div class="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"><a href="/${locale}" class="inline-flex items-center" aria-label="${t('shell.header.home')}"><img src="${escapeHtml(variant.assets.logo)}" alt="${escapeHtml(variant.name)}" width="140" height="40" class="h-10 w-auto"></a><nav aria-label="${t('shell.header.main_navigation')}" class="flex flex-1 items-center gap-1"><div class="relative"><button type="button" class="rounded px-3 py-2 font-medium hover:bg-raised">${t('shell.header.categories')}</button></div><a href="/${locale}/marketplace" class="${button}">${t('shell.nav.marketplace')}</a><a href="/${locale}/dealzone" class="${button}">${t('shell.nav.dealzone')}</a></nav><div class="ml-auto flex items-center gap-2">${languages}${currencies}${account}<button type="button" class="rounded bg-accent px-3 py-2 font-medium text-on-accent">${t('shell.header.cart')}</button></div></div></header>`;
}

function hero(data: Bootstrap, t: Translate): string {
  const image = heroImageAttributes(data.variant.assets.heroImages[0]);
  const img = image
    ? `<img src="${escapeHtml(image.src)}"${image.srcSet ? ` srcset="${escapeHtml(image.srcSet)}"` : ''} alt="" width="1600" height="800" fetchpriority="high" loading="eager" decoding="sync" class="aspect-[2/1] w-full object-cover">`
    : '';
  return `<section class="relative overflow-hidden rounded-lg bg-raised">${img}<div class="p-6"><h1 class="text-3xl font-bold">${escapeHtml(data.storeConfig.site.name || data.variant.name)}</h1><p class="mt-2 text-muted">${t('shell.home.tagline')}</p></div></section>`;
}

/** The HTML for #root of the page at `path`, from the page's bootstrap data. */
export function renderFirstPaint(data: Bootstrap, path: string): string {
  // The status page renders outside the shell (§2), so a header there would flash and vanish.
  if (firstPathSegment(path) === 'status') return '';
  const t: Translate = (key) => escapeHtml(translate(data.translations, key));
  // The home page's main is the wide one (index-page layout).
  const main = isHomePath(path)
    ? `<main class="mx-auto w-full flex-1 px-4 py-6 max-w-screen-2xl">${hero(data, t)}</main>`
    : '';
  return `<div class="flex min-h-screen flex-col" data-first-paint="">${header(data, t)}${main}</div>`;
}
