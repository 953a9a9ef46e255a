import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { PaymentPage } from '@/features/checkout/components/payment-page';
import { loadCheckoutStep } from '@/features/checkout/load-checkout-step';

export const Route = createFileRoute('/{-$locale}/payment/{-$slug}')({
  staticData: { route: { name: 'payment', layout: 'payment', titleKey: 'shell.page.payment' } },
  beforeLoad: guard('payment'),
  // §2: the slug is optional; without one the guard sends the shopper to the cart.
  loader: ({ context, params }) => loadCheckoutStep(context, 'payment', params.slug, params.locale),
  component: Step,
});

function Step() {
  const { slug = '' } = Route.useParams();
  const { languageId } = Route.useLoaderData();
  return <PaymentPage key={slug} slug={slug} languageId={languageId} />;
}
