import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/order-additional-info-needed/$slug')({
  staticData: {
    route: {
      name: 'order-additional-info-needed',
      layout: 'default',
      titleKey: 'shell.page.order_additional_info_needed',
    },
  },
  component: NotAvailablePage,
});
