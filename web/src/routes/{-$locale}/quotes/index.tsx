import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/quotes/')({
  staticData: {
    route: { name: 'quotes-all-stores', layout: 'quote-page', titleKey: 'shell.page.quotes_all_stores' },
  },
  beforeLoad: guard('quotes'),
  component: NotAvailablePage,
});
