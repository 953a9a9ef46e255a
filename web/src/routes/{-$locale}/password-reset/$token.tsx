import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '@/features/auth/components/password-reset-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/password-reset/$token')({
  staticData: {
    route: { name: 'password-reset', layout: 'simple-layout', titleKey: 'shell.page.password_reset' },
  },
  beforeLoad: guard('guest'),
  component: PasswordReset,
});

function PasswordReset() {
  // Keyed by the token: a second link opened in the same tab starts a fresh form.
  const { token } = Route.useParams();
  return <PasswordResetPage key={token} token={token} />;
}
