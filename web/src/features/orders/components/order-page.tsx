import { htmlLang, type OrderDetailResponse } from '@storefront/shared-types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { StatusTimeline } from '@/components/status-timeline';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDateTime } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { orderStatusKey, PAYMENT_STATUS_KEYS, PROVIDER_KEYS } from '@/lib/order-labels';
import { orderDetailQueryOptions } from '../api/order-detail-query';
import { type AmountRow, orderAmountRows } from '../order-amount-rows';

/** Statuses from which the parcel is on its way or arrived: its tracking page has something to show. */
const TRACKABLE = new Set(['shipped', 'delivered']);

/**
 * /my-orders/{number}: an order's lines, §9 amounts as charged, payments, delivery, status timeline, Pay again
 * while it can be paid, and its parcel's tracking once shipped. Shown to its owner, or to anyone with its link's
 * token (a guest, signed out, on any of the site's hosts).
 */
export function OrderPage({
  number,
  token,
  below,
}: {
  number: string;
  token: string | undefined;
  /** What the route composes under the order's own sections (its warranty claims, #28). */
  below?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const routeLocale = useCurrentLocale();
  const { data: order } = useSuspenseQuery(orderDetailQueryOptions(number, token));
  const money = (amount: number) => formatMoney(amount, order.currency, htmlLang(locale));
  const { parts, total } = orderAmountRows(order.amounts);

  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-4xl" data-testid="order-page">
      <h1 id="page-title" className="mb-1 text-3xl font-bold">
        {t('orders.detail.title', { number: order.number })}
      </h1>
      <p className="mb-4 text-muted">
        {t('orders.detail.placed', { date: formatDateTime(order.created_at) })} ·{' '}
        <span className="font-semibold text-ink" data-testid="order-status">
          {t(orderStatusKey(order.status))}
        </span>
      </p>

      {order.can_pay && (
        <div className="mb-6 rounded border border-accent p-4" data-testid="order-can-pay">
          <p className="mb-3">
            {t('checkout.outcome.unpaid', { number: order.number, amount: money(order.amounts.outstanding) })}
            {order.expires_at && (
              <> {t('orders.detail.expires', { date: formatDateTime(order.expires_at) })}</>
            )}
          </p>
          <Link
            to="/{-$locale}/payment/pay/$id"
            params={{ locale: routeLocale, id: String(order.id) }}
            search={token ? { token } : {}}
            className="inline-block rounded bg-accent px-4 py-2 font-semibold text-on-accent"
            data-testid="order-pay-again"
          >
            {t('orders.detail.pay_again')}
          </Link>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <Section title={t('orders.detail.lines')}>
            <ul className="divide-y divide-line">
              {order.lines.map((line) => (
                <li
                  key={`${line.product_id}-${line.sku}`}
                  className="flex justify-between gap-3 py-2 text-sm"
                  data-testid="order-line"
                >
                  <span className="min-w-0 break-words">
                    {line.name} <span className="text-muted">× {line.quantity}</span>
                  </span>
                  <span className="shrink-0">{money(line.total)}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section title={t('orders.detail.payments')}>
            {order.payments.length === 0 ? (
              <p className="text-sm">{t('orders.detail.no_payments')}</p>
            ) : (
              <ul className="divide-y divide-line text-sm" data-testid="order-payments">
                {order.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {formatDateTime(payment.created_at)} ·{' '}
                      {t(PROVIDER_KEYS[payment.payment_processor_id] ?? 'checkout.payment.method')}
                    </span>
                    <span>
                      {money(payment.amount)} · {t(PAYMENT_STATUS_KEYS[payment.status] ?? payment.status)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title={t('orders.detail.delivery')}>
            <Delivery delivery={order.delivery} />
            {order.tracking_number && (
              <p className="mt-3 text-sm" data-testid="order-tracking">
                {t('orders.detail.tracking')}: <span className="font-mono">{order.tracking_number}</span>
                {TRACKABLE.has(order.status) && (
                  <>
                    {' · '}
                    <Link
                      to="/{-$locale}/tracking/$id"
                      params={{ locale: routeLocale, id: order.tracking_number }}
                      className="font-medium text-accent underline"
                      data-testid="order-track-link"
                    >
                      {t('orders.detail.track')}
                    </Link>
                  </>
                )}
              </p>
            )}
          </Section>

          <Section title={t('orders.detail.timeline')}>
            <StatusTimeline
              testId="order-timeline"
              steps={order.timeline.map((step) => ({ label: t(orderStatusKey(step.status)), at: step.at }))}
            />
          </Section>

          {below}
        </div>

        <aside
          aria-labelledby="order-amounts"
          className="h-fit rounded border border-line p-4"
          data-testid="order-amounts"
        >
          <h2 id="order-amounts" className="mb-3 text-lg font-semibold">
            {t('orders.detail.amounts')}
          </h2>
          <AmountList rows={parts} money={money} />
          <div className="mt-2 border-t border-line pt-2 font-semibold">
            <AmountList rows={total} money={money} />
          </div>
        </aside>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function AmountList({ rows, money }: { rows: AmountRow[]; money: (amount: number) => string }) {
  const { t } = useI18n();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt>{t(row.key)}</dt>
          <dd className="text-right" data-testid={`order-amount-${row.key.split('.').pop()}`}>
            {row.deduct ? `−${money(row.amount)}` : money(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Delivery({ delivery }: { delivery: OrderDetailResponse['delivery'] }) {
  const { t } = useI18n();
  const address = delivery.address;
  const method =
    delivery.shipping_method === 'sea'
      ? 'cart.shipping.sea'
      : delivery.shipping_method === 'air'
        ? 'cart.shipping.air'
        : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {address && (
        <>
          <dt className="text-muted">{t('orders.detail.address')}</dt>
          <dd>
            {[
              `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim(),
              address.first_address,
              [address.zip, address.city].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </>
      )}
      {method && (
        <>
          <dt className="text-muted">{t('orders.detail.delivery_method')}</dt>
          <dd>{t(method)}</dd>
        </>
      )}
      {delivery.courier && (
        <>
          <dt className="text-muted">{t('orders.detail.courier')}</dt>
          {/* The shop answers the courier's kind (courier, parcel_locker, post_office): the checkout's label. */}
          <dd>{t(`checkout.delivery.${delivery.courier}`)}</dd>
        </>
      )}
      {delivery.parcelshop_id && (
        <>
          <dt className="text-muted">{t('orders.detail.pickup_point')}</dt>
          <dd>{delivery.parcelshop_id}</dd>
        </>
      )}
    </dl>
  );
}
