import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccessfulPage } from '@/features/quotes/components/order-successful-page';
import { orderSuccessfulSearch } from '@/features/quotes/load-quote';

export const Route = createFileRoute('/{-$locale}/order-successful')({
  staticData: {
    route: { name: 'order-successful', layout: 'default', titleKey: 'shell.page.order_successful' },
  },
  validateSearch: orderSuccessfulSearch,
  component: OrderSuccessful,
});

function OrderSuccessful() {
  const { quote } = Route.useSearch();
  return <OrderSuccessfulPage slug={quote} />;
}
