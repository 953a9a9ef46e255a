import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '@/features/listing/components/listing-page';
import { parseListingSearch } from '@/features/listing/listing-search';
import { loadListing } from '@/features/listing/load-listing';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/c/$')({
  staticData: {
    route: {
      name: 'category',
      layout: 'market-page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.category',
    },
  },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) =>
    loadListing(
      context,
      { contentType: 'products', categorySlug: params._splat },
      deps.search,
      params.locale,
    ),
  // §2: the page is keyed by its category, so moving to another one remounts it with fresh state.
  remountDeps: ({ params }) => params._splat,
  component: CategoryPage,
});

function CategoryPage() {
  const t = useT();
  const { _splat: slug } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ListingPage
      source={{ contentType: 'products', categorySlug: slug }}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, resetScroll: false })}
      title={t('shell.page.category')}
      rootLabel={t('catalogue.listing.all_categories')}
    />
  );
}
