import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/dealzone')({
  staticData: { route: { name: 'dealzone', layout: 'market-page', titleKey: 'shell.page.dealzone' } },
  beforeLoad: guard('dealzone'),
  component: NotAvailablePage,
});
