import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '@/components/status-page';

/** §2: status and locale-status render the status page instead of the application shell. */
export const Route = createFileRoute('/{-$locale}/status')({
  staticData: { route: { name: 'status', titleKey: 'shell.page.status', outsideShell: true } },
  component: StatusPage,
});
