import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/my-orders/$slug')({
  staticData: { route: { name: 'my-order', layout: 'default', titleKey: 'shell.page.my_order' } },
  beforeLoad: guard('auth'),
  component: NotAvailablePage,
});
