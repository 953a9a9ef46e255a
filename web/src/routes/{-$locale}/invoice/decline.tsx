import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/invoice/decline')({
  staticData: {
    route: { name: 'invoice-decline', layout: 'payment', titleKey: 'shell.page.invoice_decline' },
  },
  component: NotAvailablePage,
});
