import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { faqTopicQueryOptions } from '@/features/content/api/get-faq';
import { FaqTopicSection } from '@/features/content/components/faq-topic-section';
import { faqTopicHead, loadFaqTopic } from '@/features/content/content-routes';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

// One FAQ topic; `#{entry}` deep-links to one of its answers (opened on arrival).
export const Route = createFileRoute('/{-$locale}/faq/$slug')({
  staticData: {
    route: { name: 'faq-slug', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.faq_slug' },
  },
  loader: ({ context, params }) => loadFaqTopic(context, params.slug, params.locale),
  head: ({ match, params }) => faqTopicHead(match, params.slug),
  component: FaqTopicPage,
});

function FaqTopicPage() {
  const t = useT();
  const { slug } = Route.useParams();
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(faqTopicQueryOptions(slug, locale));
  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-2 text-sm">
        <Link to="/{-$locale}/faq" params={{ locale }} className="text-accent underline">
          {t('shell.page.faq')}
        </Link>
      </p>
      <FaqTopicSection topic={data} asPage />
    </div>
  );
}
