import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/warranty')({
  staticData: { route: { name: 'warranty', layout: 'page', titleKey: 'shell.page.warranty' } },
  component: NotAvailablePage,
});
