import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * §2 catch-all for content pages at any depth. No content service exists yet, so every such path fails its
 * validation and shows the fatal 404; the content area replaces this loader with its page lookup.
 */
export const Route = createFileRoute('/{-$locale}/$')({
  staticData: { route: { name: 'slug', layout: 'page', titleKey: 'errors.page_not_found' } },
  loader: () => {
    throw notFound();
  },
});
