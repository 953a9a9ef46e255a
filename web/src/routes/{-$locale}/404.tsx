import { createFileRoute, notFound } from '@tanstack/react-router';

// §2 /404: the page-not-found screen at its own address, answered with the 404 status like any unknown path.
export const Route = createFileRoute('/{-$locale}/404')({
  staticData: { route: { name: '404', layout: 'default', titleKey: 'errors.page_not_found' } },
  loader: () => {
    throw notFound();
  },
});
