import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/components/account-layout';
import { guard } from '@/features/auth/guards';
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';
import { loadMyOrders } from '@/features/orders/load-my-orders';
import { parseMyOrdersSearch } from '@/features/orders/orders-search';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { languageIdOf } from '@/lib/language-id';

export const Route = createFileRoute('/{-$locale}/my-orders/')({
  staticData: { route: { name: 'my-orders', layout: 'default', titleKey: 'shell.page.my_orders' } },
  // Filter, page and the unpaid-orders alert's focus_order_table=true. A plain function, not a zod schema: route
  // options are part of the start-up script, which should not build schemas. Bad values are dropped.
  validateSearch: parseMyOrdersSearch,
  beforeLoad: guard('auth'),
  loaderDeps: ({ search }) => ({ filter: search.filter, page: search.page }),
  loader: ({ context, deps, params }) => loadMyOrders(context, deps, params.locale),
  component: MyOrders,
});

/** My orders inside the account area's layout (account menu beside it on a desktop). */
function MyOrders() {
  const t = useT();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  const navigate = Route.useNavigate();
  return (
    <AccountLayout title={t('shell.page.my_orders')}>
      <MyOrdersPage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, resetScroll: false })}
        languageId={languageIdOf(bootstrap, locale)}
        variantCode={bootstrap.variant.code}
      />
    </AccountLayout>
  );
}
