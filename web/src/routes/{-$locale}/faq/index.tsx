import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/faq/')({
  staticData: { route: { name: 'faq', layout: 'page', titleKey: 'shell.page.faq' } },
  component: NotAvailablePage,
});
