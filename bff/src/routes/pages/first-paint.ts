import {
  type Bootstrap,
  DEFAULT_PRODUCT_LAYOUT,
  DEFAULT_SELECTED_CURRENCY_CODE,
  deriveAvailableLocales,
  discountPercentOff,
  firstPathSegment,
  heroImageAttributes,
  htmlLang,
  imageAttributes,
  interpolate,
  LISTING_PRIORITY_IMAGES,
  type ListingItem,
  ListingKind,
  PRODUCT_LAYOUTS,
  type SearchResponse,
  SORT_LABEL_KEYS,
  SORT_TYPES,
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
// LanguageSwitcher, CurrencySelector, Hero and, for a prefetched listing, ListingPage and ProductCard
// (web/src/components/layout/, web/src/features/). Because the
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
    ? `<img src="${escapeHtml(image.src)}"${image.srcSet ? ` srcset="${escapeHtml(image.srcSet)}"` : ''} alt="" width="1600" height="800" fetchpriority="high" loading="eager" decoding="async" class="aspect-[2/1] w-full object-cover">`
    : '';
  return `<section class="relative overflow-hidden rounded-lg bg-raised">${img}<div class="p-6"><h1 class="text-3xl font-bold">${escapeHtml(data.storeConfig.site.name || data.variant.name)}</h1><p class="mt-2 text-muted">${t('shell.home.tagline')}</p></div></section>`;
}

/** A listing's first items as the web's ProductCard shows them (GRID), the first-row images at high priority. */
function productCard(data: Bootstrap, item: ListingItem, t: Translate): string {
  const currency = data.storeConfig.conversionCurrency?.iso_code ?? DEFAULT_SELECTED_CURRENCY_CODE;
  const money = new Intl.NumberFormat(htmlLang(data.locale), { style: 'currency', currency });
  let image = '<div class="aspect-square w-full bg-raised"></div>';
  if (item.image) {
    try {
      const { src, srcSet, width, height } = imageAttributes(item.image, 'card');
      const box = width && height ? ` width="${width}" height="${height}"` : '';
      image = `<img src="${escapeHtml(src)}" srcset="${escapeHtml(srcSet ?? '')}"${box} alt="" loading="eager" fetchpriority="high" decoding="async" class="aspect-square h-auto w-full object-contain">`;
    } catch {
      // §8: an image the resizer cannot name raises; the card keeps its placeholder.
    }
  }
  const href = item.kind === ListingKind.OFFERS ? `/market/product/${item.slug}` : `/p/${item.slug}`;
  const percent = discountPercentOff(item);
  const discount =
    percent === null
      ? ''
      : `<span class="text-sm text-muted line-through"><span class="sr-only">${t('listing.card.original_price')} </span>${escapeHtml(money.format(item.original_price))}</span><span class="rounded bg-accent px-1.5 text-xs font-semibold text-on-accent">${escapeHtml(interpolate(translate(data.translations, 'listing.card.discount'), { percent }))}</span>`;
  return `<li><article class="relative flex gap-3 rounded border border-line bg-surface p-3 flex-col"><div class="w-full">${image}</div><div class="flex flex-1 flex-col gap-1"><h2 class="text-sm font-medium"><a href="/${data.locale}${escapeHtml(href)}" class="after:absolute after:inset-0 hover:underline">${escapeHtml(item.name)}</a></h2><p class="text-xs text-muted">${escapeHtml(item.manufacturer)}</p><p class="flex flex-wrap items-baseline gap-2"><span class="font-bold">${escapeHtml(money.format(item.current_price))}</span>${discount}</p></div></article></li>`;
}

/**
 * A listing page whose first page the bff prefetched: its heading, count and first row of items, in the
 * web's ListingPage layout (web/src/features/listing/components/listing-page.tsx), so the first screen's
 * largest image is there before the app runs.
 */
function listing(data: Bootstrap, answer: SearchResponse, path: string, t: Translate): string {
  const heading = listingHeading(data, answer, path);
  const shown = Math.min(answer.items.length, answer.total);
  const count = escapeHtml(
    interpolate(translate(data.translations, 'catalogue.listing.shown_of_total'), {
      shown,
      total: answer.total,
    }),
  );
  const cards = answer.items
    .slice(0, LISTING_PRIORITY_IMAGES)
    .map((item) => productCard(data, item, t))
    .join('');
  // The trail as ListingBreadcrumbs shows it: the root, then the answer's parent chain (links work without the app).
  const root = t(
    stripLocalePrefix(path) === '/dealzone'
      ? 'catalogue.listing.all_offers'
      : 'catalogue.listing.all_categories',
  );
  const chain = (answer.category?.breadcrumbs ?? []).flatMap((crumb) =>
    crumb.id === null ? [] : [escapeHtml(crumb.translation)],
  );
  const crumbs = [root, ...chain]
    .map(
      (label, i) =>
        `<li class="flex gap-1">${i > 0 ? '<span aria-hidden="true">/</span>' : ''}<span>${label}</span></li>`,
    )
    .join('');
  return `<div class="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6"><nav aria-label="${t('listing.breadcrumbs')}" class="text-sm text-muted"><ol class="flex flex-wrap gap-1">${crumbs}</ol></nav><h1 class="text-2xl font-bold">${escapeHtml(heading)}</h1><div class="flex flex-col gap-6 lg:flex-row"><aside class="lg:w-64 lg:shrink-0"><button type="button" class="rounded border border-line px-3 py-1 lg:hidden">${t('listing.filters')}</button></aside><section class="flex flex-1 flex-col gap-4"><div class="flex flex-wrap items-center justify-between gap-3"><p>${count}</p><div class="flex flex-wrap items-center gap-3">${toolbar(answer, t)}</div></div><ul class="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">${cards}</ul></section></div></div>`;
}

/** The sort select and the GRID/LIST toggle as SortSelect and LayoutToggle show them (GRID is the default). */
function toolbar(answer: SearchResponse, t: Translate): string {
  const options = SORT_TYPES.map(
    (sort) =>
      `<option value="${sort}"${sort === answer.sort ? ' selected' : ''}>${t(SORT_LABEL_KEYS[sort])}</option>`,
  ).join('');
  const layouts = PRODUCT_LAYOUTS.map((layout) => {
    const pressed = layout === DEFAULT_PRODUCT_LAYOUT;
    const label = layout === 'GRID' ? t('catalogue.listing.grid') : t('catalogue.listing.list');
    return `<button type="button" aria-pressed="${pressed}" class="rounded border border-line px-2 py-1 text-sm ${pressed ? 'bg-accent text-on-accent' : 'bg-surface'}">${label}</button>`;
  }).join('');
  return `<div class="flex items-center gap-2"><label class="text-sm">${t('catalogue.listing.sort_by')}</label><select aria-label="${t('catalogue.listing.sort_by')}" class="rounded border border-line bg-surface px-2 py-1">${options}</select></div><fieldset class="flex gap-1"><legend class="sr-only">${t('listing.layout')}</legend>${layouts}</fieldset>`;
}

/** The heading a listing page shows: its category's name, else the page's own title. */
function listingHeading(data: Bootstrap, answer: SearchResponse, path: string): string {
  if (answer.category?.name) return answer.category.name;
  const page = stripLocalePrefix(path) === '/dealzone' ? 'shell.page.dealzone' : 'shell.page.marketplace';
  return translate(data.translations, page);
}

/** The HTML for #root of the page at `path`, from the page's bootstrap data. */
export function renderFirstPaint(data: Bootstrap, path: string): string {
  // The status page renders outside the shell (§2), so a header there would flash and vanish.
  if (firstPathSegment(path) === 'status') return '';
  const t: Translate = (key) => escapeHtml(translate(data.translations, key));
  // The home page's main is the wide one (index-page layout), and so is a listing's (market-page).
  const wide = (content: string) =>
    `<main class="mx-auto w-full flex-1 px-4 py-6 max-w-screen-2xl">${content}</main>`;
  // A prefetched listing (listing-prefetch.ts) is the only answer a page carries.
  const answer = Object.values(data.prefetched ?? {})[0] as SearchResponse | undefined;
  const main = isHomePath(path) ? wide(hero(data, t)) : answer ? wide(listing(data, answer, path, t)) : '';
  return `<div class="flex min-h-screen flex-col" data-first-paint="">${header(data, t)}${main}</div>`;
}
