import { createFileRoute } from '@tanstack/react-router';
import { PayOrderPage } from '@/features/checkout/components/pay-order-page';
import { loadOrderPayment } from '@/features/checkout/load-order-payment';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/payment/pay/$id')({
  staticData: { route: { name: 'payment-pay', layout: 'payment', titleKey: 'shell.page.payment_pay' } },
  beforeLoad: ({ params }) => requireNumericParam(params.id),
  loader: ({ context, params }) => loadOrderPayment(context, Number(params.id)),
  component: PayOrder,
});

function PayOrder() {
  const { id } = Route.useParams();
  return <PayOrderPage orderId={Number(id)} />;
}
