import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  staticData: { route: { name: 'privacy-policy', layout: 'page', titleKey: 'shell.page.privacy_policy' } },
  component: NotAvailablePage,
});
