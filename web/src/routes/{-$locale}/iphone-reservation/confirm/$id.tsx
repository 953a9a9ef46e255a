import { createFileRoute } from '@tanstack/react-router';
import { ReservationConfirmPage } from '@/features/reservations/components/reservation-confirm-page';
import { loadReservation, reservationSearch } from '@/features/reservations/load-reservation';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/iphone-reservation/confirm/$id')({
  staticData: {
    route: {
      name: 'iphone-reservation-confirm',
      layout: 'page',
      titleKey: 'shell.page.iphone_reservation_confirm',
    },
  },
  // A plain function, not a zod schema: route options are part of the start-up script.
  validateSearch: reservationSearch,
  beforeLoad: ({ params }) => requireNumericParam(params.id),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadReservation(context, Number(params.id), deps.token),
  component: Confirm,
});

function Confirm() {
  const { id } = Route.useParams();
  const { token, payment } = Route.useSearch();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return (
    <ReservationConfirmPage
      id={Number(id)}
      token={token}
      declined={payment !== undefined}
      languageId={languageIdOf(bootstrap, locale)}
    />
  );
}
