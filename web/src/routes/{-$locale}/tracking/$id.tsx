import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/tracking/$id')({
  staticData: { route: { name: 'tracking-number', layout: 'page', titleKey: 'shell.page.tracking_number' } },
  beforeLoad: guard('tracking'),
  component: NotAvailablePage,
});
