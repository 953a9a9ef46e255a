import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/reservation-policy')({
  staticData: {
    route: { name: 'reservation-policy', layout: 'page', titleKey: 'shell.page.reservation_policy' },
  },
  component: NotAvailablePage,
});
