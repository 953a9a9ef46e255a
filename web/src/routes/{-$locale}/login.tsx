import { safeRedirectPath } from '@storefront/shared-types';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/login')({
  staticData: { route: { name: 'login', layout: 'simple-layout', titleKey: 'shell.page.login' } },
  // Where to go after signing in; anything a browser would resolve off this site is dropped (the rule the bff's
  // redirects use too). A plain function, not a zod schema: route options are part of the start-up script, which
  // should not build schemas.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  beforeLoad: guard('guest'),
  component: Login,
});

function Login() {
  return <LoginPage redirectTo={Route.useSearch().redirect} />;
}
