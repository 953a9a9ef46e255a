import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/faq/$slug')({
  staticData: { route: { name: 'faq-slug', layout: 'page', titleKey: 'shell.page.faq_slug' } },
  component: NotAvailablePage,
});
