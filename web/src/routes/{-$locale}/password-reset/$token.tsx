import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/password-reset/$token')({
  staticData: {
    route: { name: 'password-reset', layout: 'simple-layout', titleKey: 'shell.page.password_reset' },
  },
  beforeLoad: guard('guest'),
  component: NotAvailablePage,
});
