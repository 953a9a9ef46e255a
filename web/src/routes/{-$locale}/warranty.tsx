import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

const SLUG = 'warranty';

export const Route = createFileRoute('/{-$locale}/warranty')({
  staticData: {
    route: { name: 'warranty', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.warranty' },
  },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => <ContentPageScreen slug={SLUG} />,
});
