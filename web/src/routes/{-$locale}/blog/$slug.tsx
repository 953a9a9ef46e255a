import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  staticData: { route: { name: 'blog-slug', layout: 'page', titleKey: 'shell.page.blog_slug' } },
  component: NotAvailablePage,
});
