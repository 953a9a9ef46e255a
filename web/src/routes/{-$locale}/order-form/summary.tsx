import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/order-form/summary')({
  staticData: {
    route: { name: 'order-form-summary', layout: 'default', titleKey: 'shell.page.order_form_summary' },
  },
  beforeLoad: guard('auth'),
  component: NotAvailablePage,
});
