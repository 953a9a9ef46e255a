import type { CheckoutData, CheckoutState } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';
import { summaryRows } from '../checkout-summary';

type OrderSummaryProps = {
  data: CheckoutData;
  choice: Pick<CheckoutState, 'shipping_method' | 'delivery_method' | 'balanceRemoved'>;
  money: (amount: number) => string;
  /** The shop's final price (§9), when it has answered one for this step; never worked out here. */
  total: number | null;
  /** The payment fee the shop added, when one is chosen. */
  fee?: number | null;
};

/** The lines of the checkout and its price breakdown, as the shop sent them. */
export function OrderSummary({ data, choice, money, total, fee }: OrderSummaryProps) {
  const t = useT();
  const rows = summaryRows(data, choice);
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded border border-line p-4"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary" className="mb-3 text-lg font-semibold">
        {t('checkout.summary.title')}
      </h2>
      <ul className="mb-3 divide-y divide-line">
        {data.products.map((product, index) => (
          <li key={product.id ?? index} className="flex justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 break-words">
              {product.name ?? product.sku ?? t('checkout.summary.item')}{' '}
              <span className="text-muted">× {product.quantity}</span>
            </span>
            <span className="shrink-0">{money(product.currentPrice * product.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt>{t(row.key)}</dt>
            <dd className="text-right">{row.deduct ? `−${money(row.amount)}` : money(row.amount)}</dd>
          </div>
        ))}
        {fee != null && fee > 0 && (
          <div className="contents">
            <dt>{t('checkout.summary.payment_fee')}</dt>
            <dd className="text-right">{money(fee)}</dd>
          </div>
        )}
        {total !== null && (
          <div className="contents text-base font-bold">
            <dt className="mt-2 border-t border-line pt-2">{t('checkout.summary.total')}</dt>
            <dd className="mt-2 border-t border-line pt-2 text-right" data-testid="checkout-total">
              {money(total)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
