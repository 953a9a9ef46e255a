import { createFileRoute } from '@tanstack/react-router';
import { ReservationFormPage } from '@/features/reservations/components/reservation-form-page';
import { loadReservationModels } from '@/features/reservations/load-reservation';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';

export const Route = createFileRoute('/{-$locale}/iphone-reservation/')({
  staticData: {
    route: { name: 'iphone-reservation', layout: 'page', titleKey: 'shell.page.iphone_reservation' },
  },
  loader: ({ context }) => loadReservationModels(context),
  component: IphoneReservation,
});

function IphoneReservation() {
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return <ReservationFormPage languageId={languageIdOf(bootstrap, locale)} />;
}
