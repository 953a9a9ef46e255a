import { createFileRoute } from '@tanstack/react-router';
import { TrackingSearchPage } from '@/features/tracking/components/tracking-search-page';
import { redirectToParcel } from '@/features/tracking/load-tracking';
import { parseTrackingSearch } from '@/features/tracking/tracking-number';

export const Route = createFileRoute('/{-$locale}/tracking/')({
  staticData: { route: { name: 'tracking', layout: 'page', titleKey: 'shell.page.tracking' } },
  // A plain function, not a zod schema: route options are part of the start-up script.
  validateSearch: parseTrackingSearch,
  beforeLoad: (args) => {
    redirectToParcel(args.search, args.params.locale);
  },
  component: Tracking,
});

function Tracking() {
  const { number } = Route.useSearch();
  // A number is still in the URL only when it was refused (a usable one went on to its page).
  return <TrackingSearchPage number={number} invalid={number !== undefined} />;
}
