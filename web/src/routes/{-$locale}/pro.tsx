import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/pro')({
  staticData: { route: { name: 'pro', layout: 'pro', titleKey: 'shell.page.pro' } },
  component: NotAvailablePage,
});
