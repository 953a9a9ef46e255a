import { createFileRoute, redirect } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ProDeliveryPage } from '@/features/pro/components/pro-delivery-page';
import { loadProOrder, proOrderSearch } from '@/features/pro/load-pro-order';

// #28: the delivery declaration of the pro order `?order=`; the declaration guard sends a visit without one to
// /site-pro. The order must still need it (#28: "a pro order without a declaration"): one declared, paid or closed
// goes to its payment page, which shows the declaration and where the order stands.
export const Route = createFileRoute('/{-$locale}/site-pro-delivery')({
  staticData: {
    route: { name: 'site-pro-delivery', layout: 'pro', titleKey: 'shell.page.site_pro_delivery' },
  },
  validateSearch: proOrderSearch,
  beforeLoad: guard('auth', 'pro', 'declaration'),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: async ({ context, deps, params }) => {
    const order = await loadProOrder(context, deps.order);
    if (order.status !== 'unpaid' || order.declaration !== null) {
      throw redirect({
        to: '/{-$locale}/site-pro-payment/$id',
        params: { locale: params.locale, id: String(order.id) },
        replace: true,
      });
    }
  },
  component: SiteProDelivery,
});

function SiteProDelivery() {
  const { order } = Route.useSearch();
  return <ProDeliveryPage id={order ?? 0} />;
}
