import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/iphone-reservation/confirm/$id')({
  staticData: {
    route: {
      name: 'iphone-reservation-confirm',
      layout: 'page',
      titleKey: 'shell.page.iphone_reservation_confirm',
    },
  },
  beforeLoad: ({ params }) => requireNumericParam(params.id),
  component: NotAvailablePage,
});
