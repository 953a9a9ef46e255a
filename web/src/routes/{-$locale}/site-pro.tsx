import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/site-pro')({
  staticData: { route: { name: 'site-pro', layout: 'pro', titleKey: 'shell.page.site_pro' } },
  beforeLoad: guard('auth', 'pro'),
  component: NotAvailablePage,
});
