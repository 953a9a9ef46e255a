import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/payment/accept')({
  staticData: { route: { name: 'payment-accept', layout: 'payment', titleKey: 'shell.page.payment_accept' } },
  beforeLoad: guard('payment-accept'),
  component: NotAvailablePage,
});
