import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { PaymentOutcomePage } from '@/features/checkout/components/payment-outcome-page';
import { loadOutcomeOrder, orderIdSearch } from '@/features/checkout/load-order-payment';

export const Route = createFileRoute('/{-$locale}/payment/fail')({
  staticData: { route: { name: 'payment-fail', layout: 'payment', titleKey: 'shell.page.payment_fail' } },
  // A plain function, not a zod schema: route options are part of the start-up script.
  validateSearch: orderIdSearch,
  beforeLoad: guard('payment-accept'),
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => loadOutcomeOrder(context, deps.orderId),
  component: Outcome,
});

function Outcome() {
  const { order_id } = Route.useSearch();
  return <PaymentOutcomePage outcome="fail" orderId={order_id} />;
}
