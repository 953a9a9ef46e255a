import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/confirm/{-$slug}')({
  staticData: { route: { name: 'confirm', layout: 'checkout', titleKey: 'shell.page.confirm' } },
  beforeLoad: guard('confirm'),
  component: NotAvailablePage,
});
