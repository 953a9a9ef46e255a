import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { faqTreeQueryOptions } from '@/features/content/api/get-faq';
import { FaqTopicSection } from '@/features/content/components/faq-topic-section';
import { faqTreeHead, loadFaqTree } from '@/features/content/content-routes';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/faq/')({
  staticData: {
    route: { name: 'faq', layout: 'page', sameForEveryShopper: true, titleKey: 'shell.page.faq' },
  },
  loader: ({ context, params }) => loadFaqTree(context, params.locale),
  head: ({ match }) => faqTreeHead(match),
  component: FaqPage,
});

function FaqPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(faqTreeQueryOptions(locale));
  return (
    <div className="mx-auto max-w-3xl" data-testid="faq">
      <h1 className="mb-6 text-3xl font-bold">{t('shell.page.faq')}</h1>
      {data.topics.length === 0 && <p className="text-muted">{t('content.faq.empty')}</p>}
      {data.topics.map((topic) => (
        <FaqTopicSection key={topic.slug} topic={topic} />
      ))}
    </div>
  );
}
