import { createFileRoute, redirect } from '@tanstack/react-router';
import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { loadParcel } from '@/features/tracking/load-tracking';
import { normalizeTrackingNumber } from '@/features/tracking/tracking-number';

export const Route = createFileRoute('/{-$locale}/tracking/$id')({
  staticData: { route: { name: 'tracking-number', layout: 'page', titleKey: 'shell.page.tracking_number' } },
  beforeLoad: (args) => {
    // One address per parcel: a number typed in another form (lower case, spaces) goes to its own.
    const number = normalizeTrackingNumber(args.params.id);
    if (number && number !== args.params.id) {
      throw redirect({ to: '/{-$locale}/tracking/$id', params: { locale: args.params.locale, id: number } });
    }
  },
  loader: ({ context, params }) => loadParcel(context, params.id),
  component: Parcel,
});

function Parcel() {
  const { id } = Route.useParams();
  return <TrackingPage key={id} number={id} />;
}
