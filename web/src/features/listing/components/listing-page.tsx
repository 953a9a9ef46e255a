import {
  activeFilterCount,
  DEFAULT_PRODUCT_LAYOUT,
  hasMore,
  LISTING_PRIORITY_IMAGES,
  type ProductLayout,
  pageOffset,
  presetImageAttributes,
  type SelectedFilters,
  shownCount,
} from '@storefront/shared-types';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { NotFoundPage } from '@/components/not-found-page';
import { ProductCard } from '@/components/product-card';
import { StagedHydration } from '@/components/staged-hydration';
import { StaticIsland } from '@/components/static-island';
import { ApiError } from '@/lib/api-error';
import { useBootstrap } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import type { ShownListingItem } from '@/lib/shown-listing-item';
import { categoryTreeQueryOptions } from '@/lib/site-data/get-category-tree';
import { pushToDataLayer } from '@/lib/tracking/data-layer';
import { facetedPages, listingPageQuery } from '../api/listing-query';
import { listingBreadcrumbs } from '../breadcrumbs';
import {
  filtersOf,
  type ListingSearch,
  withFilters,
  withNextPage,
  withoutFilters,
  withSort,
} from '../listing-search';
import { viewListEntry } from '../listing-tracking';
import type { ListingSource } from '../search-request';
import { FacetPanel } from './facet-panel';
import { LayoutToggle } from './layout-toggle';
import { ListingBreadcrumbs } from './listing-breadcrumbs';
import { SortSelect } from './sort-select';

/** Cards the browser takes over in one go: a phone screen's worth, so each batch is a short task. */
const LISTING_HYDRATION_BATCH = 8;

type Props = {
  source: ListingSource;
  search: ListingSearch;
  /** Moves to another listing state (filters, sort, page) by changing the URL. */
  onSearchChange: (search: ListingSearch) => void;
  /** The heading while the category's own name is not known (and for listings without one). */
  title: string;
  rootLabel: string;
  /** Above the toolbar, e.g. the search form. */
  children?: ReactNode;
};

/**
 * A marketplace listing (§2): breadcrumbs, facets, sort, GRID/LIST, the items and "load more". Its state is the
 * URL's: this component only reads `search` and asks for a new one, so reloads and back/forward reproduce it.
 */
export function ListingPage({ source, search, onSearchChange, title, rootLabel, children }: Props) {
  const { t, locale } = useI18n();
  const { storeConfig } = useBootstrap();
  const { query, page, options } = listingPageQuery(source, search, locale, storeConfig);
  const result = useInfiniteQuery(options);
  // The store-wide tree only stands in while the answer for this category (which carries its trail, see
  // listingBreadcrumbs) is missing, e.g. another category's items shown during a navigation. Asked for always, it
  // was a browser call on every category page, in the middle of hydration.
  const answeredSlug = result.data?.pages[0]?.category?.slug;
  const { data: tree } = useQuery({
    ...categoryTreeQueryOptions(locale),
    enabled: Boolean(source.categorySlug) && answeredSlug !== source.categorySlug,
  });
  const [layout, setLayout] = useState<ProductLayout>(DEFAULT_PRODUCT_LAYOUT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  const pages = result.data?.pages ?? [];
  const first = facetedPages(pages);
  const total = first?.total ?? 0;
  const loadedTo = pages.at(-1)?.to ?? 0;
  // A deep link starts at a later page (firstLoadedPage); the items before it are offered by "show earlier".
  const loadedFrom = pages[0]?.from ?? 1;
  const skipped = pageOffset(loadedFrom);
  // Back/forward to a smaller page shows fewer items; the cache keeps the rest for going forward again.
  const items = useMemo(
    () => pages.flatMap((p) => p.items).slice(0, Math.max(0, shownCount(page, total) - skipped)),
    [pages, page, total, skipped],
  );
  const filters = filtersOf(search);
  const activeFilters = activeFilterCount(filters);
  const category = first?.category ?? null;
  const crumbs = listingBreadcrumbs({
    contentType: source.contentType,
    rootLabel,
    categorySlug: source.categorySlug,
    category,
    tree,
  });
  const heading = source.categorySlug ? (crumbs.length > 1 ? (crumbs.at(-1)?.label ?? title) : title) : title;

  // A deeper page in the URL (load more, or forward) than loaded: fetch the pages in between.
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = result;
  const { hasPreviousPage, isFetchingPreviousPage, fetchPreviousPage } = result;
  useEffect(() => {
    if (!isPlaceholderData && loadedTo > 0 && loadedTo < page && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [page, loadedTo, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData]);

  useViewListTracking(
    query,
    isPlaceholderData ? [] : items,
    skipped,
    crumbs.slice(1).map((c) => c.label),
    heading,
    locale,
  );

  const setFilters = (next: SelectedFilters) => onSearchChange(withFilters(search, next));
  // §8: a category the catalogue does not know is the 404 page, not an empty listing.
  if (source.categorySlug && result.error instanceof ApiError && result.error.statusCode === 404 && !first) {
    return <NotFoundPage />;
  }

  return (
    <div className="flex flex-col gap-4">
      {/* Links only: kept as the server wrote them until the trail changes. */}
      <StaticIsland content={JSON.stringify(crumbs)}>
        <ListingBreadcrumbs crumbs={crumbs} contentType={source.contentType} />
      </StaticIsland>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {children}
      {result.isError && !first ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('listing.load_failed')}</p>
          <button
            type="button"
            onClick={() => void result.refetch()}
            className="rounded border border-line px-3 py-1"
          >
            {t('listing.retry')}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-6 lg:flex-row">
          <aside className="lg:w-64 lg:shrink-0">
            {/* On small screens the long facet list folds away behind a button, so the items come first. */}
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen(!filtersOpen)}
              className="inline-flex items-center gap-2 rounded border border-line px-3 py-1 lg:hidden"
              data-testid="filters-toggle"
            >
              {t('listing.filters')}
              {activeFilters > 0 && (
                <span
                  className="min-w-6 rounded-full bg-accent px-1.5 text-center text-sm font-semibold text-on-accent"
                  data-testid="active-filter-count"
                >
                  <span className="sr-only">{t('listing.filters_active')}: </span>
                  {activeFilters}
                </span>
              )}
            </button>
            <div id={filtersId} className={filtersOpen ? 'mt-3' : 'hidden lg:block'}>
              {first && (
                <FacetPanel
                  facets={first.facets}
                  filters={filters}
                  category={category}
                  onChange={setFilters}
                  onReset={() => onSearchChange(withoutFilters(search))}
                />
              )}
            </div>
          </aside>
          <section aria-labelledby="listing-results-heading" className="flex flex-1 flex-col gap-4">
            <h2 id="listing-results-heading" className="sr-only">
              {t('listing.results')}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p aria-live="polite" data-testid="listing-count">
                {!first
                  ? t('listing.loading')
                  : skipped > 0 && items.length > 0
                    ? t('catalogue.listing.range_of_total', {
                        from: skipped + 1,
                        to: skipped + items.length,
                        total,
                      })
                    : t('catalogue.listing.shown_of_total', { shown: items.length, total })}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <SortSelect value={query.sort} onChange={(sort) => onSearchChange(withSort(search, sort))} />
                <LayoutToggle value={layout} onChange={setLayout} />
              </div>
            </div>
            {first && items.length === 0 && <p>{t('catalogue.listing.no_results')}</p>}
            {hasPreviousPage && items.length > 0 && (
              <button
                type="button"
                onClick={() => void fetchPreviousPage()}
                disabled={isFetchingPreviousPage}
                className="self-center rounded border border-line px-4 py-2 font-medium disabled:opacity-60"
                data-testid="listing-load-previous"
              >
                {t('catalogue.listing.load_previous')}
              </button>
            )}
            <ul
              className={
                layout === 'GRID'
                  ? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4'
                  : 'flex flex-col gap-2'
              }
              aria-busy={result.isFetching}
              data-testid="listing-items"
            >
              <StagedHydration
                batchSize={LISTING_HYDRATION_BATCH}
                items={items.map((item, index) => (
                  // Cards off screen skip style, layout and paint until scrolled near (content-visibility): a
                  // 48-card page costs a phone the first screen's work, not the whole list's.
                  <ProductCard
                    key={`${item.kind}${item.id}`}
                    className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]"
                    item={item}
                    layout={layout}
                    priority={index < LISTING_PRIORITY_IMAGES}
                  />
                ))}
              />
            </ul>
            {first && hasMore(page, total) && (
              <button
                type="button"
                onClick={() => onSearchChange(withNextPage({ ...search, page }))}
                disabled={isFetchingNextPage}
                className="self-center rounded bg-accent px-4 py-2 font-medium text-on-accent disabled:opacity-60"
              >
                {t('catalogue.listing.load_more')}
              </button>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * Data layer `viewList` (§9) for each newly shown batch of a result set: the first load, then each "load more" or
 * "show earlier". `firstIndex` is the first shown item's place in the whole result set (a deep link starts later),
 * so each item is reported once, at its own index.
 */
function useViewListTracking(
  query: unknown,
  items: readonly ShownListingItem[],
  firstIndex: number,
  categoryNames: string[],
  listName: string,
  locale: string,
) {
  const tracked = useRef<{ key: string; from: number; to: number }>({ key: '', from: 0, to: 0 });
  const key = JSON.stringify(query);
  useEffect(() => {
    if (tracked.current.key !== key) tracked.current = { key, from: firstIndex, to: firstIndex };
    const { from, to } = tracked.current;
    const end = firstIndex + items.length;
    const batches: Array<{ startIndex: number; items: readonly ShownListingItem[] }> = [];
    if (firstIndex < from) batches.push({ startIndex: firstIndex, items: items.slice(0, from - firstIndex) });
    if (end > to) batches.push({ startIndex: to, items: items.slice(to - firstIndex) });
    if (batches.length === 0) return;
    tracked.current = { key, from: Math.min(from, firstIndex), to: Math.max(to, end) };
    // In a task of its own: describing 48 items (their image URLs) is work the page's first answer to a tap
    // should not wait behind, and the data layer has no hurry.
    setTimeout(() => {
      for (const batch of batches) {
        pushToDataLayer(
          viewListEntry({
            listName,
            items: batch.items,
            startIndex: batch.startIndex,
            categoryNames,
            locale,
            origin: window.location.origin,
            // The card preset's URL without the modifier schema (zod stays out of the listing chunk).
            imageUrl: (item) =>
              item.image
                ? new URL(presetImageAttributes(item.image, 'card').src, window.location.origin).href
                : null,
          }),
        );
      }
    });
  });
}
