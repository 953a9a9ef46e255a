import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blogPostQueryOptions } from '@/features/content/api/get-blog';
import { BlogPostView } from '@/features/content/components/blog-post-view';
import { blogPostHead, loadBlogPost } from '@/features/content/content-routes';
import { useCurrentLocale } from '@/lib/app-context';

export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  staticData: {
    route: { name: 'blog-slug', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.blog_slug' },
  },
  loader: ({ context, params }) => loadBlogPost(context, params.slug, params.locale),
  head: ({ match, params }) => blogPostHead(match, params.slug),
  component: BlogPostPage,
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(blogPostQueryOptions(slug, locale));
  return <BlogPostView post={data} />;
}
