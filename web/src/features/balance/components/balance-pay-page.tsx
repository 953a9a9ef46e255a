import { htmlLang } from '@storefront/shared-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { CURRENT_USER_KEY, useCurrentUser } from '@/lib/session/current-user';
import { TOP_UP_POLL_LIMIT_MS, topUpStatusQueryOptions } from '../api/top-up-status-query';
import { TopUpForm } from './top-up-form';

/** balance/pay: the top-up form, or with `?top_up_id=` (back from the provider) where that top-up stands. */
export function BalancePayPage({ topUpId, languageId }: { topUpId: number | undefined; languageId: number }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-xl">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t('shell.page.balance_pay')}
      </h1>
      {topUpId !== undefined ? (
        <TopUpOutcome topUpId={topUpId} />
      ) : (
        <TopUpForm balance={user?.balance ?? 0} languageId={languageId} />
      )}
    </section>
  );
}

function TopUpOutcome({ topUpId }: { topUpId: number }) {
  const { t, locale } = useI18n();
  const routeLocale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const { data, error, isPending } = useQuery(topUpStatusQueryOptions(topUpId, startedAt));
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  const status = data?.status;

  // Paid: the header, the account overview and the history show the new balance without a reload.
  useEffect(() => {
    if (status !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: ['balance-history'] });
  }, [status, queryClient]);

  const history = (
    <Link
      to="/{-$locale}/user-account"
      params={{ locale: routeLocale }}
      hash="balance-history"
      className="font-medium text-accent underline"
      data-testid="top-up-history-link"
    >
      {t('balance.top_up.history_link')}
    </Link>
  );
  const again = (
    <Link
      to="/{-$locale}/balance/pay"
      params={{ locale: routeLocale }}
      search={{}}
      className="inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent"
      data-testid="top-up-again"
    >
      {t('balance.top_up.try_again')}
    </Link>
  );

  if (error) {
    const unknown = error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
    return (
      <div role="alert" className="rounded border border-danger p-4" data-testid="top-up-error">
        <p className="mb-4">{t(unknown ? 'balance.top_up.unknown' : 'balance.top_up.lookup_failed')}</p>
        {again}
      </div>
    );
  }
  if (isPending || !data) return <p className="text-muted">{t('shell.loading')}</p>;
  if (data.status === 'paid') {
    return (
      <div role="status" className="rounded border border-success p-4" data-testid="top-up-paid">
        <p className="mb-4 text-lg font-semibold">
          {t('balance.top_up.paid', { amount: money(data.amount), balance: money(data.balance) })}
        </p>
        {history}
      </div>
    );
  }
  if (data.status === 'failed') {
    return (
      <div role="alert" className="rounded border border-danger p-4" data-testid="top-up-failed">
        <p className="mb-4">{t('balance.top_up.failed')}</p>
        {again}
      </div>
    );
  }
  const stillWaiting = Date.now() - startedAt >= TOP_UP_POLL_LIMIT_MS;
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded border border-line p-4"
      data-testid="top-up-pending"
    >
      <p className="mb-4">{t(stillWaiting ? 'balance.top_up.still_pending' : 'balance.top_up.pending')}</p>
      {history}
    </div>
  );
}
