import { createFileRoute } from '@tanstack/react-router';
import { EmailChangePage } from '@/features/account/components/email-change-page';

// The link mailed to the previous address of an e-mail change. No guard: the owner may be signed out already (or
// signed in on the very session that asked for the change, which the undo ends).
export const Route = createFileRoute('/{-$locale}/email-change/undo/$token')({
  staticData: {
    route: { name: 'email-change', layout: 'simple-layout', titleKey: 'shell.page.email_change_undo' },
  },
  component: UndoEmailChange,
});

function UndoEmailChange() {
  // Keyed by the token: a second link opened in the same tab starts afresh.
  const { token } = Route.useParams();
  return <EmailChangePage key={token} action="undo" token={token} />;
}
