import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/p/$')({
  staticData: { route: { name: 'product', layout: 'market-page', titleKey: 'shell.page.product' } },
  component: NotAvailablePage,
});
