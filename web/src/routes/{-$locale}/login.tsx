import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';
import { safeRedirectPath } from '../../lib/safe-redirect';

export const Route = createFileRoute('/{-$locale}/login')({
  staticData: { route: { name: 'login', layout: 'simple-layout', titleKey: 'shell.page.login' } },
  // Where to go after signing in; anything that is not a path on this site is dropped.
  validateSearch: z.object({ redirect: z.string().optional().transform(safeRedirectPath).catch(undefined) }),
  beforeLoad: guard('guest'),
  component: NotAvailablePage,
});
