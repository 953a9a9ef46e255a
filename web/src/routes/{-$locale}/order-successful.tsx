import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/order-successful')({
  staticData: {
    route: { name: 'order-successful', layout: 'default', titleKey: 'shell.page.order_successful' },
  },
  component: NotAvailablePage,
});
