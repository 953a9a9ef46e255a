import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/register')({
  staticData: { route: { name: 'register', layout: 'simple-layout', titleKey: 'shell.page.register' } },
  beforeLoad: guard('guest'),
  component: NotAvailablePage,
});
