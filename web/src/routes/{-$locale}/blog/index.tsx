import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/blog/')({
  staticData: { route: { name: 'blog', layout: 'page', titleKey: 'shell.page.blog' } },
  component: NotAvailablePage,
});
