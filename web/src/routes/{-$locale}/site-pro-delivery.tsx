import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/site-pro-delivery')({
  staticData: {
    route: { name: 'site-pro-delivery', layout: 'pro', titleKey: 'shell.page.site_pro_delivery' },
  },
  beforeLoad: guard('auth', 'pro', 'declaration'),
  component: NotAvailablePage,
});
