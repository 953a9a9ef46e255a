import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/tracking/')({
  staticData: { route: { name: 'tracking', layout: 'page', titleKey: 'shell.page.tracking' } },
  beforeLoad: guard('tracking'),
  component: NotAvailablePage,
});
