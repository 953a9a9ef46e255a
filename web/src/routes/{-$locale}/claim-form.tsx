import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/claim-form')({
  staticData: { route: { name: 'claim-form', layout: 'page', titleKey: 'shell.page.claim_form' } },
  component: NotAvailablePage,
});
