import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { CreateOrderPage } from '@/features/quotes/components/create-order-page';
import { loadCreateOrder } from '@/features/quotes/load-quote';

export const Route = createFileRoute('/{-$locale}/create-order/$slug')({
  // §2: always noindex (the head rule keys it on the route name create-order).
  staticData: {
    route: { name: 'create-order', layout: 'create-order', titleKey: 'shell.page.create_order' },
  },
  beforeLoad: guard('create-order'),
  loader: ({ context, params }) => loadCreateOrder(context, params.slug),
  component: CreateOrder,
});

function CreateOrder() {
  const { slug } = Route.useParams();
  return <CreateOrderPage key={slug} slug={slug} />;
}
