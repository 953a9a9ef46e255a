import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';

const SLUG = 'contacts';

export const Route = createFileRoute('/{-$locale}/contacts')({
  staticData: {
    route: { name: 'contacts', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.contacts' },
  },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => <ContentPageScreen slug={SLUG} />,
});
