import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';
import { trackQuoteRequestSuccess } from '../quote-tracking';

/**
 * /order-successful: the order form became a quote request. Says what happens next (the operator checks the links
 * and prices the quote, a mail says when it can be paid) and reports QuoteRequestSuccess once per quote.
 */
export function OrderSuccessfulPage({ slug }: { slug: string | undefined }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { data: quote } = useQuery({ ...quoteDetailQueryOptions(slug ?? ''), enabled: slug !== undefined });
  useEffect(() => {
    if (!quote) return;
    trackQuoteRequestSuccess({
      number: quote.number,
      value: quote.estimate.value,
      lines: quote.lines.length,
    });
  }, [quote]);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="order-successful">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t('shell.page.order_successful')}
      </h1>
      {quote && (
        <p className="mb-4 text-lg" data-testid="order-successful-number">
          {t('quotes.success.number', { number: quote.number })}
        </p>
      )}
      <h2 className="mb-2 text-xl font-semibold">{t('quotes.success.next_title')}</h2>
      <ol className="mb-6 list-decimal space-y-1 pl-6">
        <li>{t('quotes.success.step_check')}</li>
        <li>{t('quotes.success.step_price')}</li>
        <li>{t('quotes.success.step_pay')}</li>
        <li>{t('quotes.success.step_ship')}</li>
      </ol>
      <div className="flex flex-wrap gap-3">
        {quote ? (
          <Link
            to="/{-$locale}/quotes/$slug"
            params={{ locale, slug: quote.slug }}
            className="rounded bg-accent px-4 py-2 font-semibold text-on-accent"
            data-testid="order-successful-quote"
          >
            {t('quotes.answer.view_quote')}
          </Link>
        ) : null}
        <Link
          to="/{-$locale}/quotes"
          params={{ locale }}
          className="rounded border border-line px-4 py-2 font-medium"
        >
          {t('quotes.success.all_quotes')}
        </Link>
      </div>
    </section>
  );
}
