import type { ProOrder } from '@storefront/shared-types';
import { useI18n } from '@/lib/i18n';

/** A pro order's lines and total, as the delivery and payment pages show it above their forms. */
export function ProOrderLines({ order, money }: { order: ProOrder; money: (amount: number) => string }) {
  const { t } = useI18n();
  return (
    <table className="mb-6 w-full border-collapse text-left text-sm" data-testid="pro-order-lines">
      <caption className="mb-2 text-left text-lg font-semibold">
        {t('pro.order.lines', { number: order.number })}
      </caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3">
            {t('invoice.description')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            {t('invoice.quantity')}
          </th>
          <th scope="col" className="py-2 text-right">
            {t('invoice.line_amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.product_id} className="border-b border-line">
            <td className="py-2 pr-3 break-words">{line.name}</td>
            <td className="py-2 pr-3 text-right">
              {line.quantity} × {money(line.unit_price)}
            </td>
            <td className="py-2 text-right whitespace-nowrap">{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold">
          <th scope="row" colSpan={2} className="py-2 pr-3 text-right">
            {t('pro.market.total')}
          </th>
          <td className="py-2 text-right whitespace-nowrap" data-testid="pro-order-total">
            {money(order.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
