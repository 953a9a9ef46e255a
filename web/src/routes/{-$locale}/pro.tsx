import { createFileRoute } from '@tanstack/react-router';
import { ContentPageScreen } from '@/features/content/components/content-page-screen';
import { ProCallToAction } from '@/features/content/components/pro-call-to-action';
import { contentPageHead, loadContentPage } from '@/features/content/content-routes';
import { ProApplicationPanel } from '@/features/pro/components/pro-application-panel';

const SLUG = 'pro';

// §2 pro buyers' landing: the shop's pro page, then the call to sign in or register as pro (or, signed in, to go on or to apply for a pro account, #28).
export const Route = createFileRoute('/{-$locale}/pro')({
  staticData: { route: { name: 'pro', layout: 'pro', titleKey: 'shell.page.pro' } },
  loader: ({ context, params }) => loadContentPage(context, SLUG, params.locale),
  head: ({ match }) => contentPageHead(match, SLUG),
  component: () => (
    <ContentPageScreen slug={SLUG}>
      <ProCallToAction apply={<ProApplicationPanel />} />
    </ContentPageScreen>
  ),
});
