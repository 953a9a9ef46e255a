import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ConfirmPage } from '@/features/checkout/components/confirm-page';
import { loadCheckoutStep } from '@/features/checkout/load-checkout-step';

export const Route = createFileRoute('/{-$locale}/confirm/{-$slug}')({
  staticData: { route: { name: 'confirm', layout: 'checkout', titleKey: 'shell.page.confirm' } },
  beforeLoad: guard('confirm'),
  // §2: the slug is optional; without one the guard sends the shopper to the cart.
  loader: ({ context, params }) => loadCheckoutStep(context, 'confirm', params.slug, params.locale),
  component: Step,
});

function Step() {
  const { slug = '' } = Route.useParams();
  const { languageId } = Route.useLoaderData();
  return <ConfirmPage key={slug} slug={slug} languageId={languageId} />;
}
