import {
  discountPercentOff,
  type ListingItem,
  ListingKind,
  type ProductLayout,
  presetImageAttributes,
} from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../../lib/i18n';
import { usePriceFormatter } from '../../currency/use-money';

/** One listing item: image through the resizer (1x and 2x webp), name, price, discount, link to its page. */
export function ProductCard({
  item,
  layout,
  priority = false,
}: {
  item: ListingItem;
  layout: ProductLayout;
  /** On the first screen: its image loads at once and first (the page head preloads it too). */
  priority?: boolean;
}) {
  const { t, locale } = useI18n();
  const money = usePriceFormatter();
  const discount = discountPercentOff(item);
  // The card preset is a constant the resizer accepts: no modifier schema to run for every card.
  const image = item.image ? presetImageAttributes(item.image, 'card') : null;
  const linkProps =
    item.kind === ListingKind.OFFERS
      ? ({ to: '/{-$locale}/market/product/$slug', params: { locale, slug: item.slug } } as const)
      : ({ to: '/{-$locale}/p/$', params: { locale, _splat: item.slug } } as const);
  const list = layout === 'LIST';

  return (
    <article
      className={`relative flex gap-3 rounded border border-line bg-surface p-3 ${list ? 'flex-row items-center' : 'flex-col'}`}
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
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="text-sm font-medium">
          {/* The whole card is clickable through the link's stretched box; the name is its accessible text. */}
          <Link {...linkProps} className="after:absolute after:inset-0 hover:underline">
            {item.name}
          </Link>
        </h2>
        <p className="text-xs text-muted">{item.manufacturer}</p>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="font-bold" data-testid="product-card-price">
            {money(item.current_price)}
          </span>
          {discount !== null && (
            <>
              <span className="text-sm text-muted line-through">
                <span className="sr-only">{t('listing.card.original_price')} </span>
                {money(item.original_price)}
              </span>
              <span className="rounded bg-accent px-1.5 text-xs font-semibold text-on-accent">
                {t('listing.card.discount', { percent: discount })}
              </span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
