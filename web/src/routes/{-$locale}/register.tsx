import { safeRedirectPath } from '@storefront/shared-types';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/register-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/register')({
  staticData: { route: { name: 'register', layout: 'simple-layout', titleKey: 'shell.page.register' } },
  // As on /login: a new account goes back where the visitor was going, on this site only.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  beforeLoad: guard('guest'),
  component: Register,
});

function Register() {
  return <RegisterPage redirectTo={Route.useSearch().redirect} />;
}
