import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDate } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { ORDER_STATUS_KEYS } from '@/lib/order-labels';
import { proOrdersQueryOptions } from '../api/pro-queries';

/**
 * The buyer's pro orders on /site-pro, newest first, each with what it still needs: an unpaid one without its
 * declaration is declared first, a declared one is paid; every one opens as an order (order detail, its invoice).
 */
export function ProOrdersList({ money }: { money: (amount: number) => string }) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const { data } = useQuery(proOrdersQueryOptions());
  const action = 'inline-block rounded px-3 py-2 text-sm font-medium';
  return (
    <section aria-labelledby="pro-orders-title" className="mt-10" data-testid="pro-orders">
      <h2 id="pro-orders-title" className="mb-3 text-xl font-semibold">
        {t('pro.orders.title')}
      </h2>
      {data && data.orders.length === 0 && <p className="text-muted">{t('pro.orders.none')}</p>}
      <ul className="grid gap-3">
        {data?.orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded border border-line p-3"
            data-testid={`pro-order-${order.id}`}
          >
            <div>
              <Link
                to="/{-$locale}/my-orders/$slug"
                params={{ locale, slug: order.number }}
                className="font-semibold text-accent underline"
              >
                {order.number}
              </Link>
              <p className="text-sm text-muted">
                {formatDate(order.created_at)} · {t(ORDER_STATUS_KEYS[order.status])} · {money(order.total)}
              </p>
            </div>
            {order.status === 'unpaid' &&
              (order.declaration === null ? (
                <Link
                  to="/{-$locale}/site-pro-delivery"
                  params={{ locale }}
                  search={{ order: order.id }}
                  className={`${action} bg-accent text-on-accent`}
                >
                  {t('pro.orders.declare')}
                </Link>
              ) : (
                <Link
                  to="/{-$locale}/site-pro-payment/$id"
                  params={{ locale, id: String(order.id) }}
                  className={`${action} bg-accent text-on-accent`}
                >
                  {t('pro.orders.pay')}
                </Link>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
