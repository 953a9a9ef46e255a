import type { FaqTopic } from '@storefront/shared-types';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { ContentBody } from './content-body';

/**
 * A FAQ topic: each entry a question that opens to its answer. Each entry's id is its slug, so `/faq/{topic}#{entry}`
 * deep-links to it; on arrival (and on a hash change) the linked entry is opened and scrolled to.
 */
export function FaqTopicSection({ topic, asPage = false }: { topic: FaqTopic; asPage?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash));
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView();
    }
  }, [hash]);
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section aria-labelledby={`topic-${topic.slug}`} className="mb-8" data-testid="faq-topic">
      <Heading
        id={`topic-${topic.slug}`}
        className={asPage ? 'mb-2 text-3xl font-bold' : 'mb-2 text-2xl font-semibold'}
      >
        {asPage ? (
          topic.title
        ) : (
          <Link to="/{-$locale}/faq/$slug" params={{ locale, slug: topic.slug }} className="hover:underline">
            {topic.title}
          </Link>
        )}
      </Heading>
      <p className="mb-4 text-muted">{topic.description}</p>
      <div className="divide-y divide-line rounded border border-line">
        {topic.entries.map((entry) => (
          <details key={entry.slug} id={entry.slug} className="group p-4" data-testid="faq-entry">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <div className="mt-3">
              <ContentBody html={entry.answer} />
              <Link
                to="/{-$locale}/faq/$slug"
                params={{ locale, slug: topic.slug }}
                hash={entry.slug}
                className="mt-2 inline-block text-sm text-accent underline"
              >
                {t('content.faq.answer_link')}
              </Link>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
