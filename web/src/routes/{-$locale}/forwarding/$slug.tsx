import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ForwardRequestPage } from '@/features/forwarding/components/forward-request-page';
import { paymentOutcomeSearch } from '@/features/forwarding/forwarding-labels';
import { loadForwardRequest } from '@/features/forwarding/load-forwarding';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';

export const Route = createFileRoute('/{-$locale}/forwarding/$slug')({
  staticData: {
    route: { name: 'forwarding-request', layout: 'default', titleKey: 'shell.page.forward_request' },
  },
  // ?payment=accept|decline|fail: where the payment provider sends the shopper back (anything else is dropped).
  validateSearch: paymentOutcomeSearch,
  beforeLoad: guard('auth'),
  loader: ({ context, params }) => loadForwardRequest(context, params.slug),
  component: ForwardRequest,
});

function ForwardRequest() {
  const { slug } = Route.useParams();
  const { payment } = Route.useSearch();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return <ForwardRequestPage slug={slug} languageId={languageIdOf(bootstrap, locale)} outcome={payment} />;
}
