import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '@/features/listing/components/listing-page';
import { parseListingSearch } from '@/features/listing/listing-search';
import { loadListing } from '@/features/listing/load-listing';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/dealzone')({
  staticData: {
    route: {
      name: 'dealzone',
      layout: 'market-page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.dealzone',
    },
  },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) =>
    loadListing(context, { contentType: 'offers' }, deps.search, params.locale),
  component: DealZonePage,
});

/** The marketplace offers (listing kind o), from the all-offers root. */
function DealZonePage() {
  const t = useT();
  const navigate = Route.useNavigate();
  return (
    <ListingPage
      source={{ contentType: 'offers' }}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, resetScroll: false })}
      title={t('shell.page.dealzone')}
      rootLabel={t('catalogue.listing.all_offers')}
    />
  );
}
