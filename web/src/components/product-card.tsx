import { type ProductLayout, presetImageAttributes } from '@storefront/shared-types';
import { memo, useMemo } from 'react';
import { preload } from 'react-dom';
import { useI18n } from '@/lib/i18n';
import { keptHtmlMarkup } from '@/lib/kept-html';
import { usePriceFormatter } from '@/lib/money/use-money';
import type { ShownListingItem } from '@/lib/shown-listing-item';
import { useLinkDelegation } from '@/lib/use-link-delegation';
import { keptProductCardHtml } from './product-card-html';

/**
 * One listing item in a list (`<li>`): the card's HTML (product-card-html.ts) as one element React renders and
 * hydrates, its link navigating in the app like the router's links do. Memoised: when the list around it renders
 * again ("load more", a fetch starting or ending), a card whose item and options are the same is skipped rather
 * than its HTML written again, which on a phone was most of such a render.
 */
export const ProductCard = memo(function ProductCard({
  item,
  layout,
  priority = false,
  headingLevel = 2,
  className,
}: {
  item: ShownListingItem;
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
  const kept = useMemo(
    () => keptProductCardHtml(item, { layout, priority, headingLevel, locale, t, money }),
    [item, layout, priority, headingLevel, locale, t, money],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: productCardHtml escapes every value it writes.
  return <li className={className} dangerouslySetInnerHTML={{ __html: keptHtmlMarkup(kept) }} {...links} />;
});
