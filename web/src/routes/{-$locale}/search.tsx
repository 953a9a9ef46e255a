import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/search')({
  staticData: { route: { name: 'search', layout: 'market-page', titleKey: 'shell.page.search' } },
  beforeLoad: guard('search'),
  component: NotAvailablePage,
});
