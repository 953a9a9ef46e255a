import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/c/$')({
  staticData: { route: { name: 'category', layout: 'market-page', titleKey: 'shell.page.category' } },
  beforeLoad: guard('category'),
  // §2: the page is keyed by its category, so moving to another one remounts it with fresh state.
  remountDeps: ({ params }) => params._splat,
  component: NotAvailablePage,
});
