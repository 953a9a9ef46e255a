import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/invoice/accept')({
  staticData: { route: { name: 'invoice-accept', layout: 'payment', titleKey: 'shell.page.invoice_accept' } },
  beforeLoad: guard('payment-accept'),
  component: NotAvailablePage,
});
