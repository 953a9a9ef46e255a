import { createFileRoute } from '@tanstack/react-router';
import { UserAccountPage } from '@/features/account/components/user-account-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/user-account')({
  staticData: { route: { name: 'user-account', layout: 'default', titleKey: 'shell.page.user_account' } },
  beforeLoad: guard('auth', 'account-mobile'),
  component: UserAccountPage,
});
