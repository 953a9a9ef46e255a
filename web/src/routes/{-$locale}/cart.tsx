import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/cart')({
  staticData: { route: { name: 'cart', layout: 'cart', titleKey: 'shell.page.cart' } },
  component: NotAvailablePage,
});
