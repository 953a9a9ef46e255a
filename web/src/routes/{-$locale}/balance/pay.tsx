import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { BalancePayPage } from '@/features/balance/components/balance-pay-page';
import { parseTopUpSearch } from '@/features/balance/top-up-search';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';

export const Route = createFileRoute('/{-$locale}/balance/pay')({
  staticData: { route: { name: 'balance-pay', layout: 'payment', titleKey: 'shell.page.balance_pay' } },
  beforeLoad: guard('auth'),
  // A plain function, not a zod schema: route options are part of the start-up script.
  validateSearch: parseTopUpSearch,
  component: BalancePay,
});

function BalancePay() {
  const { top_up_id } = Route.useSearch();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return (
    <BalancePayPage key={top_up_id ?? 0} topUpId={top_up_id} languageId={languageIdOf(bootstrap, locale)} />
  );
}
