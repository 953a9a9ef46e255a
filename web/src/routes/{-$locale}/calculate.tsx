import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/calculate')({
  staticData: { route: { name: 'calculate', layout: 'calculate-page', titleKey: 'shell.page.calculate' } },
  component: NotAvailablePage,
});
