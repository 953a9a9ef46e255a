import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/quotes/$slug')({
  staticData: { route: { name: 'quotes', layout: 'quote-page', titleKey: 'shell.page.quotes' } },
  beforeLoad: guard('quotes'),
  component: NotAvailablePage,
});
