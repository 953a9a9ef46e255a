import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';

export const Route = createFileRoute('/{-$locale}/404')({
  staticData: { route: { name: '404', layout: 'default', titleKey: 'errors.page_not_found' } },
  component: NotFoundPage,
});
