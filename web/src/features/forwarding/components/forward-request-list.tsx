import { htmlLang } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDate } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { forwardRequestsQueryOptions } from '../api/forwarding-queries';
import { FORWARD_STATUS_KEYS } from '../forwarding-labels';

const ACTION_KEYS = {
  pay: 'forwarding.list.action_pay',
  track: 'forwarding.list.action_track',
  wait: 'forwarding.list.action_view',
  none: 'forwarding.list.action_view',
} as const;

/** The shopper's forward requests, newest first, each with what to do next. */
export function ForwardRequestList() {
  const { t, locale } = useI18n();
  const current = useCurrentLocale();
  const { data, isError } = useQuery(forwardRequestsQueryOptions(1));
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  return (
    <section aria-labelledby="requests-title" data-testid="forward-requests">
      <h2 id="requests-title" className="mb-3 text-xl font-semibold">
        {t('forwarding.list.title')}
      </h2>
      {isError && <p className="text-danger">{t('forwarding.list.failed')}</p>}
      {data && data.items.length === 0 && <p className="text-muted">{t('forwarding.list.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-line rounded border border-line">
          {data.items.map((item) => (
            <li
              key={item.slug}
              className="p-3 sm:flex sm:items-center sm:gap-4"
              data-testid="forward-request-row"
            >
              <div className="min-w-0 sm:flex-1">
                <p className="font-semibold">
                  {item.number} · <span className="break-words font-normal">{item.shop_name}</span>
                </p>
                <p className="break-all text-sm text-muted">
                  {formatDate(item.created_at)} · {item.inbound_tracking}
                </p>
              </div>
              <div className="mt-2 flex items-center gap-3 sm:mt-0">
                <span className="flex-1 text-sm sm:flex-none" data-testid="forward-request-status">
                  {t(FORWARD_STATUS_KEYS[item.status])}
                </span>
                <span className="text-sm sm:w-20 sm:text-right">
                  {item.total === null ? '—' : money(item.total)}
                </span>
                <Link
                  to="/{-$locale}/forwarding/$slug"
                  params={{ locale: current, slug: item.slug }}
                  className={
                    item.next_action === 'pay'
                      ? 'rounded bg-accent px-3 py-1 font-medium text-on-accent'
                      : 'text-accent underline'
                  }
                  aria-label={`${t(ACTION_KEYS[item.next_action])} ${item.number}`}
                >
                  {t(ACTION_KEYS[item.next_action])}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
