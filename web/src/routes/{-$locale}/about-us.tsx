import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

const SLUG = 'about-us';

export const Route = createFileRoute('/{-$locale}/about-us')({
  staticData: {
    route: { name: 'about-us', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.about_us' },
  },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => <ContentPageScreen slug={SLUG} />,
});
