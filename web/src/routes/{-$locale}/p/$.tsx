import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/p/$')({
  staticData: { route: { name: 'product', layout: 'market-page', titleKey: 'shell.page.product' } },
  // §2: the page is keyed by its product, so moving to another one remounts it with fresh state.
  remountDeps: ({ params }) => params._splat,
  component: NotAvailablePage,
});
