import { QUOTES_PAGE_SIZE } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDateTime } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { myQuotesQueryOptions } from '../api/my-quotes-query';
import { NEXT_ACTION_KEYS, quoteStatusKey } from '../quote-labels';
import type { QuoteSummary } from '../quote-types';

/**
 * /quotes: the account's quotes from every store (quotes-all-stores), newest first, each with its status and what
 * the shopper does next (pay, answer the operator's questions, wait, follow the parcel). Paged in the URL.
 */
export function QuotesPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const query = useQuery(myQuotesQueryOptions(page));
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE));

  return (
    <div data-testid="quotes">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{t('quotes.list.intro')}</p>
        <Link
          to="/{-$locale}/order-form"
          params={{ locale }}
          className="rounded bg-accent px-4 py-2 font-medium text-on-accent"
          data-testid="quotes-new"
        >
          {t('quotes.list.new')}
        </Link>
      </div>
      {query.isError ? (
        <div role="alert" className="rounded border border-danger p-4">
          <p className="mb-3">{t('quotes.list.failed')}</p>
          <button
            type="button"
            className="rounded bg-accent px-4 py-2 font-medium text-on-accent"
            onClick={() => void query.refetch()}
          >
            {t('orders.list.retry')}
          </button>
        </div>
      ) : query.isPending ? (
        <p className="text-muted">{t('shell.loading')}</p>
      ) : items.length === 0 ? (
        <p data-testid="quotes-empty">{t('quotes.list.empty')}</p>
      ) : (
        <ul className={`grid gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((quote) => (
            <QuoteRow key={quote.slug} quote={quote} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('orders.pages.label')} className="mt-4 flex flex-wrap items-center gap-2">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className="rounded border border-line px-3 py-2 disabled:opacity-50"
          >
            {t('orders.pages.previous')}
          </button>
          <span aria-live="polite">{t('orders.pages.of', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            className="rounded border border-line px-3 py-2 disabled:opacity-50"
          >
            {t('orders.pages.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

function QuoteRow({ quote }: { quote: QuoteSummary }) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const money = useMoneyFormatter(quote.currency);
  const action = quote.next_action;
  const linkClass = 'inline-block rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent';
  return (
    <li className="rounded border border-line p-4" data-testid="quote-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to="/{-$locale}/quotes/$slug"
          params={{ locale, slug: quote.slug }}
          className="text-lg font-semibold text-accent underline"
        >
          {quote.number}
        </Link>
        <span className="font-semibold" data-testid="quote-row-total">
          {quote.total === null ? t('quotes.list.not_priced') : money(quote.total)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {/* No store after the count: a quote names its store only by its code (e.g. lt), which means nothing to a
            shopper, and the list's data has no store name. */}
        {formatDateTime(quote.created_at)} · {t('quotes.list.lines', { count: quote.lines_count })}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm">
          <span className="font-medium" data-testid="quote-row-status">
            {t(quoteStatusKey(quote.status))}
          </span>
          {quote.expires_at && action === 'pay' && (
            <span className="text-muted">
              {' '}
              · {t('quotes.detail.expires', { date: formatDateTime(quote.expires_at) })}
            </span>
          )}
        </span>
        {action === 'pay' || action === 'track' ? (
          <Link
            to="/{-$locale}/quotes/$slug"
            params={{ locale, slug: quote.slug }}
            className={linkClass}
            data-testid="quote-row-action"
          >
            {action === 'pay' ? t('quotes.next.pay') : t('quotes.next.track')}
            <span className="sr-only"> {quote.number}</span>
          </Link>
        ) : action === 'answer' ? (
          <Link
            to="/{-$locale}/order-additional-info-needed/$slug"
            params={{ locale, slug: quote.slug }}
            className={linkClass}
            data-testid="quote-row-action"
          >
            {t('quotes.next.answer')}
            <span className="sr-only"> {quote.number}</span>
          </Link>
        ) : (
          <span className="text-sm text-muted" data-testid="quote-row-next">
            {t(NEXT_ACTION_KEYS[action] ?? 'quotes.next.none')}
          </span>
        )}
      </div>
    </li>
  );
}
