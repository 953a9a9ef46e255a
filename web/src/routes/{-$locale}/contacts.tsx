import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/contacts')({
  staticData: { route: { name: 'contacts', layout: 'page', titleKey: 'shell.page.contacts' } },
  component: NotAvailablePage,
});
