import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

const SLUG = 'reservation-policy';

export const Route = createFileRoute('/{-$locale}/reservation-policy')({
  staticData: {
    route: {
      name: 'reservation-policy',
      layout: 'page',
      sameForEveryShopper: true,
      titleKey: 'shell.page.reservation_policy',
    },
  },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => <ContentPageScreen slug={SLUG} />,
});
