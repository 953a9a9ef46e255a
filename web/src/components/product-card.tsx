import {
  type ListingItem,
  ListingKind,
  type ProductLayout,
  presetImageAttributes,
} from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/lib/i18n';
import { priceDisplay } from '@/lib/money/price-display';
import { usePriceFormatter } from '@/lib/money/use-money';

/**
 * One listing item: image through the resizer (1x and 2x webp), name, price, discount, link to its page.
 * Cards in a grid row are as tall as the tallest one: the card fills its cell, the name takes two lines at most
 * and the price sits at the bottom. A discounted card shows the crossed-out price with the discount on one line
 * above the current price, each price unbroken (a long price never wraps onto a line of its own).
 */
export function ProductCard({
  item,
  layout,
  priority = false,
  headingLevel = 2,
}: {
  item: ListingItem;
  layout: ProductLayout;
  /** On the first screen: its image loads at once and first (the page head preloads it too). */
  priority?: boolean;
  /** 3 where the cards sit under a section heading of their own (the home page's rails). */
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const money = usePriceFormatter();
  const price = priceDisplay(item);
  // The card preset is a constant the resizer accepts: no modifier schema to run for every card.
  const image = item.image ? presetImageAttributes(item.image, 'card') : null;
  const linkProps =
    item.kind === ListingKind.OFFERS
      ? ({ to: '/{-$locale}/market/product/$slug', params: { locale, slug: item.slug } } as const)
      : ({ to: '/{-$locale}/p/$', params: { locale, _splat: item.slug } } as const);
  const list = layout === 'LIST';
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <article
      className={`relative flex h-full gap-3 rounded border border-line bg-surface p-3 ${list ? 'flex-row items-center' : 'flex-col'}`}
      data-testid="product-card"
    >
      <div className={list ? 'w-24 shrink-0' : 'w-full'}>
        {image ? (
          <img
            {...image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="aspect-square h-auto w-full object-contain"
          />
        ) : (
          <div className="aspect-square w-full bg-raised" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* Two lines are kept for the name even when it needs one, so the prices of a row line up. */}
        <Heading className={`text-sm font-medium ${list ? '' : 'line-clamp-2 min-h-10'}`}>
          {/* The whole card is clickable through the link's stretched box; the name is its accessible text. */}
          <Link {...linkProps} className="after:absolute after:inset-0 hover:underline" title={item.name}>
            {item.name}
          </Link>
        </Heading>
        <p className="truncate text-xs text-muted">{item.manufacturer}</p>
        <div className="mt-auto pt-1">
          {price.original !== null && (
            <div className="flex flex-wrap items-center gap-x-2 text-xs" data-testid="product-card-original">
              <span className="whitespace-nowrap text-muted line-through">
                <span className="sr-only">{t('listing.card.original_price')} </span>
                {money(price.original)}
              </span>
              <span className="whitespace-nowrap rounded bg-accent px-1.5 font-semibold text-on-accent">
                {t('listing.card.discount', { percent: price.discountPercent ?? 0 })}
              </span>
            </div>
          )}
          <p className="whitespace-nowrap font-bold" data-testid="product-card-price">
            {money(price.current)}
          </p>
        </div>
      </div>
    </article>
  );
}
