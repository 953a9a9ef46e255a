import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/create-order/$slug')({
  staticData: {
    route: { name: 'create-order', layout: 'create-order', titleKey: 'shell.page.create_order' },
  },
  beforeLoad: guard('create-order'),
  component: NotAvailablePage,
});
