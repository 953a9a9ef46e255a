import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/site-pro-payment/$id')({
  staticData: { route: { name: 'site-pro-payment', layout: 'pro', titleKey: 'shell.page.site_pro_payment' } },
  beforeLoad: (ctx) => {
    requireNumericParam(ctx.params.id);
    guard('auth', 'pro')(ctx);
  },
  component: NotAvailablePage,
});
