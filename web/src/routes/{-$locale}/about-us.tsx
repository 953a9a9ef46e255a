import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/about-us')({
  staticData: { route: { name: 'about-us', layout: 'page', titleKey: 'shell.page.about_us' } },
  beforeLoad: guard('about-us'),
  component: NotAvailablePage,
});
