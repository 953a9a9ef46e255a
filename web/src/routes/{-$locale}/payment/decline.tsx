import { createFileRoute } from '@tanstack/react-router';
import { PaymentOutcomePage } from '@/features/checkout/components/payment-outcome-page';
import { loadOutcomeOrder, orderIdSearch } from '@/features/checkout/load-order-payment';

export const Route = createFileRoute('/{-$locale}/payment/decline')({
  staticData: {
    route: { name: 'payment-decline', layout: 'payment', titleKey: 'shell.page.payment_decline' },
  },
  // A plain function, not a zod schema: route options are part of the start-up script.
  validateSearch: orderIdSearch,
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context, deps }) => loadOutcomeOrder(context, deps.orderId),
  component: Outcome,
});

function Outcome() {
  const { order_id } = Route.useSearch();
  return <PaymentOutcomePage outcome="decline" orderId={order_id} />;
}
