import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';
import { safeRedirectPath } from '../../lib/safe-redirect';

export const Route = createFileRoute('/{-$locale}/login')({
  staticData: { route: { name: 'login', layout: 'simple-layout', titleKey: 'shell.page.login' } },
  // Where to go after signing in; anything that is not a path on this site is dropped. A plain function, not a
  // zod schema: route options are part of the start-up script, which should not build schemas.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  beforeLoad: guard('guest'),
  component: NotAvailablePage,
});
