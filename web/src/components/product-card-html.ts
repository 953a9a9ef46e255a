import { escapeHtml, type ProductLayout, presetImageAttributes } from '@storefront/shared-types';
import type { I18n } from '@/lib/i18n';
import type { KeptHtml } from '@/lib/kept-html';
import { listingItemPath } from '@/lib/listing-item-path';
import { priceDisplay } from '@/lib/money/price-display';
import type { ShownListingItem } from '@/lib/shown-listing-item';

export interface ProductCardOptions {
  layout: ProductLayout;
  /** On the first screen: its image loads at once and first (the page head preloads it too). */
  priority: boolean;
  /** 3 where the cards sit under a section heading of their own (the home page's rails). */
  headingLevel: 2 | 3;
  locale: string;
  t: I18n['t'];
  /** The price in the shopper's currency and language. */
  money: (amount: number) => string;
}

/**
 * One listing item as HTML: image through the resizer (1x and 2x webp), name, price, discount, link to its page.
 * Written as a string rather than a React tree because nothing in a card changes once it is shown: the server
 * writes 48 of them per listing page and the browser would otherwise hydrate every element of each (React
 * renders the string once per card, server and browser alike, and hydrates one element per card).
 * Cards in a grid row are as tall as the tallest one: the card fills its cell, the name takes two lines at most
 * and the price sits at the bottom. A discounted card shows the crossed-out price with the discount on one line
 * above the current price, each price unbroken (a long price never wraps onto a line of its own).
 */
export function productCardHtml(item: ShownListingItem, options: ProductCardOptions): string {
  const { layout, priority, headingLevel, locale, t, money } = options;
  const list = layout === 'LIST';
  const price = priceDisplay(item);
  const heading = headingLevel === 3 ? 'h3' : 'h2';
  const name = escapeHtml(item.name);
  // The card preset is a constant the resizer accepts: no modifier schema to run for every card.
  const image = item.image ? presetImageAttributes(item.image, 'card') : null;
  const picture = image
    ? `<img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}"${image.width ? ` width="${image.width}"` : ''}${image.height ? ` height="${image.height}"` : ''} alt="" loading="${priority ? 'eager' : 'lazy'}" fetchpriority="${priority ? 'high' : 'auto'}" decoding="async" class="aspect-square h-auto w-full object-contain"/>`
    : '<div class="aspect-square w-full bg-raised"></div>';
  const original =
    price.original === null
      ? ''
      : `<div class="flex flex-wrap items-center gap-x-2 text-xs" data-testid="product-card-original"><span class="whitespace-nowrap text-muted line-through"><span class="sr-only">${escapeHtml(t('listing.card.original_price'))} </span>${escapeHtml(money(price.original))}</span><span class="whitespace-nowrap rounded bg-accent px-1.5 font-semibold text-on-accent">${escapeHtml(t('listing.card.discount', { percent: price.discountPercent ?? 0 }))}</span></div>`;
  return (
    `<article class="relative flex h-full gap-3 rounded border border-line bg-surface p-3 ${list ? 'flex-row items-center' : 'flex-col'}" data-testid="product-card">` +
    `<div class="${list ? 'w-24 shrink-0' : 'w-full'}">${picture}</div>` +
    '<div class="flex min-w-0 flex-1 flex-col gap-1">' +
    // Two lines are kept for the name even when it needs one, so the prices of a row line up. The whole card is
    // clickable through the link's stretched box; the name is its accessible text.
    `<${heading} class="text-sm font-medium ${list ? '' : 'line-clamp-2 min-h-10'}"><a class="after:absolute after:inset-0 hover:underline" title="${name}" href="${escapeHtml(listingItemPath(item, locale))}">${name}</a></${heading}>` +
    `<p class="truncate text-xs text-muted">${escapeHtml(item.manufacturer)}</p>` +
    `<div class="mt-auto pt-1">${original}<p class="whitespace-nowrap font-bold" data-testid="product-card-price">${escapeHtml(money(price.current))}</p></div>` +
    '</div></article>'
  );
}

/** The HTML of each item object, per set of options it was written with (a few: layouts, places, currencies). */
const keptCardHtml = new WeakMap<ShownListingItem, Map<string, KeptHtml>>();
const KEPT_CARDS_PER_ITEM = 8;

/**
 * productCardHtml, written once per item object and options. A listing answer's items are the same objects for
 * every page rendered from it (the bff's page data cache keeps the answer a few seconds, and the browser's query
 * cache keeps it too), so on the server most pages' 48 cards are looked up, not written: about a twentieth of an
 * uncached category page's CPU. Kept by the item (WeakMap): an answer dropped from its cache takes its cards
 * with it. The key holds everything else the HTML is made of, the texts by their content.
 */
export function keptProductCardHtml(
  item: ShownListingItem,
  options: ProductCardOptions & { money: { readonly key: string } },
): KeptHtml {
  const { layout, priority, headingLevel, locale, t, money } = options;
  const key = `${layout} ${priority} ${headingLevel} ${locale} ${money.key}\n${t('listing.card.original_price')}\n${t('listing.card.discount')}`;
  let byOptions = keptCardHtml.get(item);
  if (!byOptions) {
    byOptions = new Map();
    keptCardHtml.set(item, byOptions);
  }
  let kept = byOptions.get(key);
  if (kept === undefined) {
    kept = { html: productCardHtml(item, options) };
    if (byOptions.size >= KEPT_CARDS_PER_ITEM) byOptions.clear();
    byOptions.set(key, kept);
  }
  return kept;
}
