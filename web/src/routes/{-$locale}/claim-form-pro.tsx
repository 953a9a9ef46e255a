import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/{-$locale}/claim-form-pro')({
  staticData: { route: { name: 'claim-form-pro', layout: 'page', titleKey: 'shell.page.claim_form_pro' } },
  component: NotAvailablePage,
});
