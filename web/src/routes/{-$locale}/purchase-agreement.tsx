import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

const SLUG = 'purchase-agreement';

export const Route = createFileRoute('/{-$locale}/purchase-agreement')({
  staticData: {
    route: {
      name: 'purchase-agreement',
      layout: 'page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.purchase_agreement',
    },
  },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => <ContentPageScreen slug={SLUG} />,
});
