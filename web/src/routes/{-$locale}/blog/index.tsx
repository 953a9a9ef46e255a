import { BLOG_MAX_PAGE } from '@storefront/shared-types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blogListQueryOptions } from '@/features/content/api/get-blog';
import { BlogListView } from '@/features/content/components/blog-list-view';
import { blogListHead, loadBlogList } from '@/features/content/content-routes';
import { useCurrentLocale } from '@/lib/app-context';

/**
 * `?page=n` (2 … BLOG_MAX_PAGE); anything else is page 1, so a bad URL degrades instead of failing. The key is
 * returned even when refused: the router lays the validated search over the raw one, so a key left out would
 * keep its raw value (`?page=abc`, `?page=99999`).
 */
function parseBlogSearch(raw: Record<string, unknown>): { page?: number | undefined } {
  const page = Number(raw.page);
  return { page: Number.isInteger(page) && page > 1 && page <= BLOG_MAX_PAGE ? page : undefined };
}

export const Route = createFileRoute('/{-$locale}/blog/')({
  staticData: {
    route: { name: 'blog', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.blog' },
  },
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => loadBlogList(context, deps.page, params.locale),
  head: ({ match }) => blogListHead(match, (match.search as { page?: number }).page ?? 1),
  component: BlogPage,
});

function BlogPage() {
  const { page = 1 } = Route.useSearch();
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(blogListQueryOptions(locale, page));
  return <BlogListView list={data} />;
}
