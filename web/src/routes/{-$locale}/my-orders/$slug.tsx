import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { OrderClaims } from '@/features/claims/components/order-claims';
import { orderDetailQueryOptions } from '@/features/orders/api/order-detail-query';
import { OrderPage } from '@/features/orders/components/order-page';
import { loadOrder } from '@/features/orders/load-order';
import { orderTokenSearch } from '@/lib/order-token';

export const Route = createFileRoute('/{-$locale}/my-orders/$slug')({
  staticData: { route: { name: 'my-order', layout: 'default', titleKey: 'shell.page.my_order' } },
  // The order link's token (a guest's way in). A plain function, not a zod schema: route options are part of the
  // start-up script.
  validateSearch: orderTokenSearch,
  // With its link's token the order opens signed out (the shop checks the token); without one, sign in first.
  beforeLoad: (args) => {
    if (!args.search.token) guard('auth')(args);
  },
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadOrder(context, params.slug, deps.token),
  component: Order,
});

function Order() {
  const { slug } = Route.useParams();
  const { token } = Route.useSearch();
  // The order the loader read (the page's own query): its status says whether a claim can be filed on it.
  const { data: order } = useSuspenseQuery(orderDetailQueryOptions(slug, token));
  return (
    <OrderPage
      key={slug}
      number={slug}
      token={token}
      below={<OrderClaims number={slug} token={token} orderStatus={order.status} />}
    />
  );
}
