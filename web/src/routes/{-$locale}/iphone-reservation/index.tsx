import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/iphone-reservation/')({
  staticData: {
    route: { name: 'iphone-reservation', layout: 'page', titleKey: 'shell.page.iphone_reservation' },
  },
  component: NotAvailablePage,
});
