import { htmlLang, ORDERS_FILTERS, type OrderSummary } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDateTime } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { ORDERS_FILTER_KEYS, orderStatusKey } from '@/lib/order-labels';
import { myOrdersQueryOptions } from '../api/my-orders-query';
import { ordersListState } from '../orders-list-state';
import { type MyOrdersSearch, myOrdersPageCount, typeForFilter } from '../orders-search';

type MyOrdersPageProps = {
  search: MyOrdersSearch;
  onSearchChange: (search: MyOrdersSearch) => void;
  languageId: number;
  variantCode: string;
};

/**
 * /my-orders: the signed-in user's orders, a page at a time, filtered (not on the tp variant, §6). Filter and page
 * live in the URL. `focus_order_table` (the unpaid-orders alert's Pay, §2) scrolls to the table and highlights it.
 */
export function MyOrdersPage({ search, onSearchChange, languageId, variantCode }: MyOrdersPageProps) {
  const { t } = useI18n();
  const filterId = useId();
  const typeFilter = typeForFilter(variantCode, search.filter);
  const page = search.page ?? 1;
  const query = useQuery(myOrdersQueryOptions({ languageId, page, typeForFilter: typeFilter }));
  const failed = query.isError;
  const state = ordersListState(query.data, failed, page, typeFilter ?? 'all_orders');
  const pages = myOrdersPageCount(state.totalItems);

  const tableRef = useRef<HTMLElement>(null);
  const focus = search.focus_order_table === true;
  useEffect(() => {
    if (!focus || !tableRef.current) return;
    tableRef.current.scrollIntoView({ block: 'start' });
    tableRef.current.focus({ preventScroll: true });
  }, [focus]);

  return (
    <div data-testid="my-orders">
      {typeFilter !== null && (
        <div className="mb-4 flex items-center gap-3">
          <label htmlFor={filterId} className="font-medium">
            {t('orders.filter.label')}
          </label>
          <select
            id={filterId}
            value={typeFilter}
            onChange={(event) =>
              onSearchChange({ filter: event.target.value as MyOrdersSearch['filter'], page: undefined })
            }
            className="rounded border border-line bg-surface px-2 py-2"
            data-testid="orders-filter"
          >
            {ORDERS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(ORDERS_FILTER_KEYS[filter])}
              </option>
            ))}
          </select>
        </div>
      )}
      <section
        ref={tableRef}
        tabIndex={-1}
        aria-label={t('orders.table.label')}
        data-testid="orders-table"
        data-focused={focus || undefined}
        className={`scroll-mt-4 rounded outline-none ${focus ? 'ring-4 ring-accent ring-offset-2' : ''} ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {failed ? (
          <div role="alert" className="rounded border border-danger p-4" data-testid="orders-failed">
            <p className="mb-3">{t('orders.list.failed')}</p>
            <button
              type="button"
              className="rounded bg-accent px-4 py-2 font-medium text-on-accent"
              onClick={() => {
                if (page !== 1) onSearchChange({ ...search, page: undefined, focus_order_table: undefined });
                void query.refetch();
              }}
              data-testid="orders-retry"
            >
              {t('orders.list.retry')}
            </button>
          </div>
        ) : query.isPending ? (
          <p className="text-muted">{t('shell.loading')}</p>
        ) : state.availableItems.length === 0 ? (
          <p data-testid="orders-empty">{t('orders.list.empty')}</p>
        ) : (
          <OrdersTable orders={state.availableItems} />
        )}
      </section>
      <p className="mt-3 text-sm text-muted" data-testid="orders-total">
        {t('orders.list.total', { count: state.totalItems })}
      </p>
      {pages > 1 && !failed && (
        <Pager
          page={state.currentPage}
          pages={pages}
          onPage={(p) =>
            onSearchChange({ ...search, page: p > 1 ? p : undefined, focus_order_table: undefined })
          }
        />
      )}
    </div>
  );
}

function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { t, locale } = useI18n();
  const routeLocale = useCurrentLocale();
  const lang = htmlLang(locale);
  return (
    // On a phone the date may wrap (day above time) and the cells sit closer: the five columns fit 390 px.
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-2 sm:pr-3">
            {t('orders.table.number')}
          </th>
          <th scope="col" className="py-2 pr-2 sm:pr-3">
            {t('orders.table.date')}
          </th>
          <th scope="col" className="py-2 pr-2 sm:pr-3">
            {t('orders.table.status')}
          </th>
          <th scope="col" className="py-2 pr-2 text-right sm:pr-3">
            {t('orders.table.total')}
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">{t('orders.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className="border-b border-line" data-testid="order-row">
            <td className="py-2 pr-2 sm:pr-3">
              <Link
                to="/{-$locale}/my-orders/$slug"
                params={{ locale: routeLocale, slug: order.number }}
                className="font-medium text-accent underline"
              >
                {order.number}
              </Link>
            </td>
            <td className="py-2 pr-2 sm:pr-3 sm:whitespace-nowrap">{formatDateTime(order.created_at)}</td>
            <td className="py-2 pr-2 sm:pr-3" data-testid="order-status">
              {t(orderStatusKey(order.status))}
            </td>
            <td className="py-2 pr-2 text-right whitespace-nowrap sm:pr-3">
              {formatMoney(order.total, order.currency, lang)}
            </td>
            <td className="py-2 text-right">
              {order.can_pay && (
                <Link
                  to="/{-$locale}/payment/pay/$id"
                  params={{ locale: routeLocale, id: String(order.id) }}
                  className="inline-block rounded bg-accent px-3 py-1 font-medium text-on-accent"
                  data-testid="order-pay"
                >
                  {t('orders.pay')}
                  <span className="sr-only"> {order.number}</span>
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  return (
    <nav
      aria-label={t('orders.pages.label')}
      className="mt-4 flex flex-wrap items-center gap-2"
      data-testid="orders-pager"
    >
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
        data-testid="orders-next"
      >
        {t('orders.pages.next')}
      </button>
    </nav>
  );
}
