import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../../components/not-available-page';
import { requireNumericParam } from '../../../../lib/route-validation';

export const Route = createFileRoute('/{-$locale}/payment/pay/$id')({
  staticData: { route: { name: 'payment-pay', layout: 'payment', titleKey: 'shell.page.payment_pay' } },
  beforeLoad: ({ params }) => requireNumericParam(params.id),
  component: NotAvailablePage,
});
