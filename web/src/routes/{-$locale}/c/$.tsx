import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/c/$')({
  staticData: { route: { name: 'category', layout: 'market-page', titleKey: 'shell.page.category' } },
  beforeLoad: guard('category'),
  component: NotAvailablePage,
});
