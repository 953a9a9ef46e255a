import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/marketplace')({
  staticData: { route: { name: 'marketplace', layout: 'market-page', titleKey: 'shell.page.marketplace' } },
  beforeLoad: guard('marketplace'),
  component: NotAvailablePage,
});
