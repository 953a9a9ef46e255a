import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProductCard } from '@/components/product-card';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { railItemsQueryOptions } from '../api/get-rail-items';
import { HOME_RAIL_ITEMS, type HomeRail, railListingLink } from '../rails';

const PLACEHOLDERS = Array.from({ length: HOME_RAIL_ITEMS }, (_, index) => `slot-${index}`);

/**
 * One row of products with their prices under a heading and a "see all" link to the same products as a listing.
 * A desktop shows the row in six even columns; a phone or tablet scrolls it sideways inside its own box (the
 * page never gets wider than the screen) with the next card peeking out. An empty rail is left out.
 */
export function ProductRail({ rail }: { rail: HomeRail }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { data: items, isPending } = useQuery(railItemsQueryOptions(rail, locale));
  if (!isPending && (items ?? []).length === 0) return null;
  const title = t(rail.titleKey);
  const headingId = `home-rail-${rail.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid="home-rail" data-rail={rail.id}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <Link
          {...railListingLink(rail, locale)}
          aria-label={t('home.offers.open', { name: title })}
          className="whitespace-nowrap text-sm font-medium text-accent underline-offset-2 hover:underline"
        >
          {t('home.rails.see_all')}
        </Link>
      </div>
      {/* scroll-px-4: the cards snap to the padding's edge, so the first one lines up with the page's content
          (without it the browser scrolled the row until the first card touched the screen's edge). */}
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:scroll-px-0 lg:grid-cols-6 lg:overflow-visible lg:px-0 lg:pb-0">
        {items
          ? items.map((item) => (
              <ProductCard
                key={`${item.kind}${item.id}`}
                className="w-40 shrink-0 snap-start sm:w-48 lg:w-auto"
                item={item}
                layout="GRID"
                headingLevel={3}
              />
            ))
          : PLACEHOLDERS.map((key) => (
              <li
                key={key}
                aria-hidden="true"
                className="h-72 w-40 shrink-0 rounded border border-line bg-raised sm:w-48 lg:w-auto"
              />
            ))}
      </ul>
    </section>
  );
}
