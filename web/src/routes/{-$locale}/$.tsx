import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

/**
 * §2 catch-all for content pages at any depth: the shop's page of that slug, or (a slug the site does not have, or
 * one that could never be a page) the router's notFound, which the server answers with the 404 page and status.
 */
export const Route = createFileRoute('/{-$locale}/$')({
  staticData: {
    route: { name: 'slug', layout: 'page', sameForEveryShopper: true, titleKey: 'errors.page_not_found' },
  },
  loader: ({ context, params }) => loadContentPage(context, params._splat, params.locale),
  head: ({ match, params }) => contentPageHead(match, params._splat),
  component: CatchAllContentPage,
});

function CatchAllContentPage() {
  const { _splat: slug = '' } = Route.useParams();
  return <ContentPageScreen slug={slug} />;
}
