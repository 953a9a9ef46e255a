import { createFileRoute } from '@tanstack/react-router';
import { UserAccountPage } from '@/features/account/components/user-account-page';
import { guard } from '@/features/auth/guards';
import { BalanceHistory } from '@/features/balance/components/balance-history';
import { loadBalanceHistory } from '@/features/balance/load-balance-history';
import { useCurrentUser } from '@/lib/session/current-user';

export const Route = createFileRoute('/{-$locale}/user-account')({
  staticData: { route: { name: 'user-account', layout: 'default', titleKey: 'shell.page.user_account' } },
  beforeLoad: guard('auth'),
  loader: ({ context }) => loadBalanceHistory(context),
  component: UserAccount,
});

/** The account overview (account) with the balance history (balance) below it. */
function UserAccount() {
  const user = useCurrentUser();
  return <UserAccountPage>{user && <BalanceHistory userId={user.id} />}</UserAccountPage>;
}
