import { htmlLang } from '@storefront/shared-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { balanceHistoryQueryOptions } from '../api/balance-history-query';
import { type BalanceRowTarget, balanceRowView } from '../balance-row';

/** The balance is kept in euros (§3 balance rows, the top-up bounds). */
const BALANCE_CURRENCY = 'EUR';

/** §3: the signed-in user's balance history, newest first, 20 rows a page with "Load more". */
export function BalanceHistory({ userId }: { userId: number }) {
  const { t, locale } = useI18n();
  const lang = htmlLang(locale);
  const money = (amount: number) => formatMoney(amount, BALANCE_CURRENCY, lang);
  const query = useInfiniteQuery(balanceHistoryQueryOptions(userId));
  const rows = (query.data?.pages ?? []).flatMap((page) => page.items).map(balanceRowView);

  return (
    <section
      aria-labelledby="balance-history-title"
      className="mt-8"
      id="balance-history"
      data-testid="balance-history"
    >
      <h2 id="balance-history-title" className="mb-3 text-xl font-semibold">
        {t('balance.history.title')}
      </h2>
      {query.isError && rows.length === 0 ? (
        <div role="alert" className="rounded border border-danger p-4">
          <p className="mb-3">{t('balance.history.failed')}</p>
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
      ) : rows.length === 0 ? (
        <p>{t('balance.history.empty')}</p>
      ) : (
        <ol className="divide-y divide-line rounded border border-line">
          {rows.map((row) => (
            <li
              key={row.id}
              className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto]"
              data-testid="balance-row"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  <span className="text-muted">{row.label}</span> · <span>{t(row.typeKey)}</span>
                  {row.orderNumber && (
                    <>
                      {' '}
                      · <RowNumber number={row.orderNumber} opens={row.opens} />
                    </>
                  )}
                </p>
                <p className="text-muted">
                  <time>{`${row.date} ${row.time}`}</time>
                  {row.processor && (
                    <>
                      {' '}
                      · {t('balance.history.processor')}: {row.processor}
                    </>
                  )}
                </p>
                <p className="text-muted">
                  {t('balance.history.starting')}: {money(row.starting)} → {t('balance.history.ending')}:{' '}
                  {money(row.ending)}
                </p>
              </div>
              <p
                className={`text-base font-semibold sm:text-right ${row.signedAmount < 0 ? 'text-danger' : 'text-success'}`}
                data-testid="balance-row-amount"
              >
                <span className="sr-only">{t('balance.history.amount')}: </span>
                {row.signedAmount < 0 ? `−${money(-row.signedAmount)}` : `+${money(row.signedAmount)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
          className="mt-4 rounded border border-line px-4 py-2 font-medium disabled:opacity-60"
          data-testid="balance-load-more"
        >
          {t('balance.history.load_more')}
        </button>
      )}
      {query.isError && rows.length > 0 && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('balance.history.failed')}
        </p>
      )}
    </section>
  );
}

/** A row's number, a link to its order, quote, forward request or invoice where it has one. */
function RowNumber({ number, opens }: { number: string; opens: BalanceRowTarget | null }) {
  const locale = useCurrentLocale();
  const props = { className: 'break-all text-accent underline', 'data-testid': 'balance-row-number' };
  if (opens?.kind === 'order')
    return (
      <Link to="/{-$locale}/my-orders/$slug" params={{ locale, slug: opens.number }} {...props}>
        {number}
      </Link>
    );
  if (opens?.kind === 'quote')
    return (
      <Link to="/{-$locale}/quotes/$slug" params={{ locale, slug: opens.slug }} {...props}>
        {number}
      </Link>
    );
  if (opens?.kind === 'forward-request')
    return (
      <Link to="/{-$locale}/forwarding/$slug" params={{ locale, slug: opens.slug }} {...props}>
        {number}
      </Link>
    );
  if (opens?.kind === 'invoice')
    return (
      <Link to="/{-$locale}/invoice/$id" params={{ locale, id: String(opens.id) }} {...props}>
        {number}
      </Link>
    );
  return (
    <span className="break-all" data-testid="balance-row-number">
      {number}
    </span>
  );
}
