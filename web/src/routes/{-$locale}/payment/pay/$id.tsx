import { createFileRoute } from '@tanstack/react-router';
import { PayOrderPage } from '@/features/checkout/components/pay-order-page';
import { loadOrderPayment } from '@/features/checkout/load-order-payment';
import { orderTokenSearch } from '@/lib/order-token';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/payment/pay/$id')({
  staticData: { route: { name: 'payment-pay', layout: 'payment', titleKey: 'shell.page.payment_pay' } },
  // The order link's token: a guest pays their order signed out. A plain function, not a zod schema.
  validateSearch: orderTokenSearch,
  beforeLoad: ({ params }) => requireNumericParam(params.id),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadOrderPayment(context, Number(params.id), deps.token),
  component: PayOrder,
});

function PayOrder() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return <PayOrderPage orderId={Number(id)} token={token} />;
}
