import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ProPaymentPage } from '@/features/pro/components/pro-payment-page';
import { loadProOrder } from '@/features/pro/load-pro-order';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';
import { requireNumericParam } from '@/lib/route-validation';

// #28: pays a declared pro order (providers, the balance, or a bank transfer against its invoice).
export const Route = createFileRoute('/{-$locale}/site-pro-payment/$id')({
  staticData: { route: { name: 'site-pro-payment', layout: 'pro', titleKey: 'shell.page.site_pro_payment' } },
  beforeLoad: (ctx) => {
    requireNumericParam(ctx.params.id);
    guard('auth', 'pro')(ctx);
  },
  loader: async ({ context, params }) => {
    await loadProOrder(context, Number(params.id));
  },
  component: SiteProPayment,
});

function SiteProPayment() {
  const { id } = Route.useParams();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return <ProPaymentPage id={Number(id)} languageId={languageIdOf(bootstrap, locale)} />;
}
