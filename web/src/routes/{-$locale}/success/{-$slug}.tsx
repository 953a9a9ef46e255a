import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { SuccessPage } from '@/features/checkout/components/success-page';
import { loadCheckoutStep } from '@/features/checkout/load-checkout-step';

export const Route = createFileRoute('/{-$locale}/success/{-$slug}')({
  staticData: { route: { name: 'success', layout: 'checkout', titleKey: 'shell.page.success' } },
  // §2: the slug is optional; without one the checkout guard (the success step is the checkout's last) sends the
  // shopper to the cart.
  beforeLoad: guard('checkout'),
  loader: ({ context, params }) => loadCheckoutStep(context, 'success', params.slug, params.locale),
  component: Step,
});

function Step() {
  const { slug = '' } = Route.useParams();
  const { languageId } = Route.useLoaderData();
  return <SuccessPage key={slug} slug={slug} languageId={languageId} />;
}
