import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/checkout/{-$slug}')({
  staticData: { route: { name: 'checkout', layout: 'checkout', titleKey: 'shell.page.checkout' } },
  beforeLoad: guard('checkout'),
  component: NotAvailablePage,
});
