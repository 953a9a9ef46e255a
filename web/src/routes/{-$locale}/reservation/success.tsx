import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/reservation/success')({
  staticData: {
    route: { name: 'reservation-success', layout: 'page', titleKey: 'shell.page.reservation_success' },
  },
  component: NotAvailablePage,
});
