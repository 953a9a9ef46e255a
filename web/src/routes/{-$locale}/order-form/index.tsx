import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/order-form/')({
  staticData: { route: { name: 'order-form', layout: 'default', titleKey: 'shell.page.order_form' } },
  beforeLoad: guard('order-form-auth'),
  component: NotAvailablePage,
});
