import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/purchase-agreement')({
  staticData: {
    route: { name: 'purchase-agreement', layout: 'page', titleKey: 'shell.page.purchase_agreement' },
  },
  component: NotAvailablePage,
});
