import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReservationSuccessPage } from '@/features/reservations/components/reservation-success-page';
import { loadReservation, reservationSearch } from '@/features/reservations/load-reservation';

export const Route = createFileRoute('/{-$locale}/reservation/success')({
  staticData: {
    route: { name: 'reservation-success', layout: 'page', titleKey: 'shell.page.reservation_success' },
  },
  validateSearch: reservationSearch,
  loaderDeps: ({ search }) => ({ id: search.reservation_id, token: search.token }),
  // Without the reservation it is about, the page has nothing to confirm: the 404 of a missing one.
  loader: ({ context, deps }) => {
    if (deps.id === undefined) throw notFound();
    return loadReservation(context, deps.id, deps.token);
  },
  component: Success,
});

function Success() {
  const { reservation_id, token } = Route.useSearch();
  return <ReservationSuccessPage id={reservation_id ?? 0} token={token} />;
}
