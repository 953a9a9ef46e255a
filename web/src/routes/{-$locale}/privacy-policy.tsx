import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

const SLUG = 'privacy-policy';

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  staticData: {
    route: {
      name: 'privacy-policy',
      layout: 'page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.privacy_policy',
    },
  },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => <ContentPageScreen slug={SLUG} />,
});
