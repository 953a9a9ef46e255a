import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/payment/{-$slug}')({
  staticData: { route: { name: 'payment', layout: 'payment', titleKey: 'shell.page.payment' } },
  beforeLoad: guard('payment'),
  component: NotAvailablePage,
});
