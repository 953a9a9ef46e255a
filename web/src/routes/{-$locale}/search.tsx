import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '@/features/listing/components/listing-page';
import { SearchForm } from '@/features/listing/components/search-form';
import { parseListingSearch, withQuery } from '@/features/listing/listing-search';
import { loadListing } from '@/features/listing/load-listing';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/search')({
  staticData: {
    route: {
      name: 'search',
      layout: 'market-page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.search',
    },
  },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) =>
    loadListing(context, { contentType: 'products' }, deps.search, params.locale),
  component: SearchPage,
});

/** Products matching the `s` text (relevance first unless another sort is chosen). */
function SearchPage() {
  const t = useT();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const text = search.s ?? '';
  return (
    <ListingPage
      source={{ contentType: 'products' }}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
      title={text ? t('listing.search.results_for', { query: text }) : t('shell.page.search')}
      rootLabel={t('catalogue.listing.all_categories')}
    >
      <SearchForm value={text} onSearch={(value) => void navigate({ search: withQuery(search, value) })} />
    </ListingPage>
  );
}
