import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/account-information')({
  staticData: {
    route: { name: 'account-information', layout: 'default', titleKey: 'shell.page.account_information' },
  },
  beforeLoad: guard('auth'),
  component: NotAvailablePage,
});
