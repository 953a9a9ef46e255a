import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/invoice/$id')({
  staticData: { route: { name: 'invoice', layout: 'payment', titleKey: 'shell.page.invoice' } },
  beforeLoad: ({ params }) => requireNumericParam(params.id),
  component: NotAvailablePage,
});
