import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/payment/decline')({
  staticData: {
    route: { name: 'payment-decline', layout: 'payment', titleKey: 'shell.page.payment_decline' },
  },
  component: NotAvailablePage,
});
