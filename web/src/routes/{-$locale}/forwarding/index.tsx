import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/components/account-layout';
import { guard } from '@/features/auth/guards';
import { ForwardingPage } from '@/features/forwarding/components/forwarding-page';
import { loadForwarding } from '@/features/forwarding/load-forwarding';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { languageIdOf } from '@/lib/language-id';

// Decision: /forwarding is an account page (the account menu beside it), signed in only: the warehouse address is
// the account's own (its suite code), and so are the requests.
export const Route = createFileRoute('/{-$locale}/forwarding/')({
  staticData: { route: { name: 'forwarding', layout: 'default', titleKey: 'shell.page.forwarding' } },
  beforeLoad: guard('auth'),
  loader: ({ context }) => loadForwarding(context),
  component: Forwarding,
});

function Forwarding() {
  const t = useT();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return (
    <AccountLayout title={t('shell.page.forwarding')}>
      <ForwardingPage languageId={languageIdOf(bootstrap, locale)} />
    </AccountLayout>
  );
}
