import { type ListingItem, type ProductLayout, presetImageAttributes } from '@storefront/shared-types';
import { useMemo } from 'react';
import { preload } from 'react-dom';
import { useI18n } from '@/lib/i18n';
import { usePriceFormatter } from '@/lib/money/use-money';
import { useLinkDelegation } from '@/lib/use-link-delegation';
import { productCardHtml } from './product-card-html';
import { useKeptServerHtml } from './static-island';

/**
 * One listing item in a list (`<li>`): the card's HTML (product-card-html.ts) as one element React renders and
 * hydrates, its link navigating in the app like the router's links do.
 */
export function ProductCard({
  item,
  layout,
  priority = false,
  headingLevel = 2,
  className,
}: {
  item: ListingItem;
  layout: ProductLayout;
  /** On the first screen: its image loads at once and first (the page head preloads it too). */
  priority?: boolean;
  /** 3 where the cards sit under a section heading of their own (the home page's rails). */
  headingLevel?: 2 | 3;
  /** The list item's classes (its place in the grid or the rail). */
  className: string;
}) {
  const { t, locale } = useI18n();
  const money = usePriceFormatter();
  const links = useLinkDelegation();
  // What React does for an <img> it renders with fetchPriority high: the page's head asks for the image (both
  // densities) before the browser reaches the card.
  if (priority && item.image) {
    const { src, srcSet } = presetImageAttributes(item.image, 'card');
    preload(src, { as: 'image', imageSrcSet: srcSet, fetchPriority: 'high' });
  }
  // Everything the card's HTML is made of, as one value that changes when any of it does.
  const inputs = useMemo(
    () => ({ layout, priority, headingLevel, locale, t, money }),
    [layout, priority, headingLevel, locale, t, money],
  );
  // Hydrating the server's card, React keeps its inner HTML whatever the string: the card is not written again
  // (48 times on a listing) on the phone's main thread at start-up, only once something it shows changes.
  const kept = useKeptServerHtml(useMemo(() => [item, inputs], [item, inputs]));
  const html = useMemo(() => (kept ? '' : productCardHtml(item, inputs)), [kept, item, inputs]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: productCardHtml escapes every value it writes.
  return <li className={className} dangerouslySetInnerHTML={{ __html: html }} {...links} />;
}
