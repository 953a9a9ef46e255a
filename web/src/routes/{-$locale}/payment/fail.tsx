import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/payment/fail')({
  staticData: { route: { name: 'payment-fail', layout: 'payment', titleKey: 'shell.page.payment_fail' } },
  beforeLoad: guard('payment-accept'),
  component: NotAvailablePage,
});
