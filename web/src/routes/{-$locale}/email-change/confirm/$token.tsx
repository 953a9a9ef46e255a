import { createFileRoute } from '@tanstack/react-router';
import { EmailChangePage } from '@/features/account/components/email-change-page';

// The link mailed to the new address of an e-mail change. No guard: it may be opened signed in or not, on any device.
export const Route = createFileRoute('/{-$locale}/email-change/confirm/$token')({
  staticData: {
    route: { name: 'email-change', layout: 'simple-layout', titleKey: 'shell.page.email_change_confirm' },
  },
  component: ConfirmEmailChange,
});

function ConfirmEmailChange() {
  // Keyed by the token: a second link opened in the same tab starts afresh.
  const { token } = Route.useParams();
  return <EmailChangePage key={token} action="confirm" token={token} />;
}
