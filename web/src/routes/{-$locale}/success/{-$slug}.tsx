import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/success/{-$slug}')({
  staticData: { route: { name: 'success', layout: 'checkout', titleKey: 'shell.page.success' } },
  component: NotAvailablePage,
});
