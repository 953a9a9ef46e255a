import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '@/features/listing/components/listing-page';
import { parseListingSearch } from '@/features/listing/listing-search';
import { loadListing } from '@/features/listing/load-listing';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/marketplace')({
  staticData: {
    route: {
      name: 'marketplace',
      layout: 'market-page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.marketplace',
    },
  },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) =>
    loadListing(context, { contentType: 'products' }, deps.search, params.locale),
  component: MarketplacePage,
});

/** Every product of the catalogue, from the all-categories root. */
function MarketplacePage() {
  const t = useT();
  const navigate = Route.useNavigate();
  return (
    <ListingPage
      source={{ contentType: 'products' }}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, resetScroll: false })}
      title={t('shell.page.marketplace')}
      rootLabel={t('catalogue.listing.all_categories')}
    />
  );
}
