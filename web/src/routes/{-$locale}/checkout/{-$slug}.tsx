import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ShippingPage } from '@/features/checkout/components/shipping-page';
import { loadCheckoutStep } from '@/features/checkout/load-checkout-step';

export const Route = createFileRoute('/{-$locale}/checkout/{-$slug}')({
  staticData: { route: { name: 'checkout', layout: 'checkout', titleKey: 'shell.page.checkout' } },
  beforeLoad: guard('checkout'),
  // §2: the slug is optional; without one the guard sends the shopper to the cart.
  loader: ({ context, params }) => loadCheckoutStep(context, 'checkout', params.slug, params.locale),
  component: Step,
});

function Step() {
  const { slug = '' } = Route.useParams();
  const { languageId } = Route.useLoaderData();
  return <ShippingPage key={slug} slug={slug} languageId={languageId} />;
}
