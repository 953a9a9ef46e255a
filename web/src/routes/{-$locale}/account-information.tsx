import { createFileRoute } from '@tanstack/react-router';
import { subscriptionStatusQueryOptions } from '@/features/account/api/subscription-status';
import { AccountInformationPage } from '@/features/account/components/account-information-page';
import { guard } from '@/features/auth/guards';
import { readCurrentUser } from '@/lib/session/current-user';

export const Route = createFileRoute('/{-$locale}/account-information')({
  staticData: {
    route: { name: 'account-information', layout: 'default', titleKey: 'shell.page.account_information' },
  },
  beforeLoad: guard('auth'),
  // The newsletter switch is in the server's HTML with its state; if the shop cannot say, the page still renders
  // and the switch asks again in the browser.
  loader: async ({ context }) => {
    const user = readCurrentUser(context.queryClient, context.bootstrap.user);
    if (!user) return;
    await context.queryClient
      .ensureQueryData(subscriptionStatusQueryOptions(user.email))
      .catch(() => undefined);
  },
  component: AccountInformationPage,
});
