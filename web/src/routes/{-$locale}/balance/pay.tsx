import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/balance/pay')({
  staticData: { route: { name: 'balance-pay', layout: 'payment', titleKey: 'shell.page.balance_pay' } },
  beforeLoad: guard('auth'),
  component: NotAvailablePage,
});
