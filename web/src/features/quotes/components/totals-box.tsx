import type { QuoteTotals } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

const ROWS = [
  ['value', 'quotes.totals.value'],
  ['service_fee', 'quotes.totals.service_fee'],
  ['shipping', 'quotes.totals.shipping'],
  ['delivery_fee', 'quotes.totals.delivery_fee'],
] as const;

/** A quote's amounts (§3 value, shipping, delivery fee) and its total; `estimate` says they are not final yet. */
export function TotalsBox({
  totals,
  money,
  title,
  note,
  testId,
}: {
  totals: QuoteTotals;
  money: (amount: number) => string;
  title: string;
  note?: string;
  testId: string;
}) {
  const t = useT();
  return (
    <aside aria-label={title} className="h-fit rounded border border-line p-4" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {ROWS.map(([field, key]) => (
          <div key={field} className="contents">
            <dt>{t(key)}</dt>
            <dd className="text-right" data-testid={`${testId}-${field}`}>
              {money(totals[field])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex justify-between gap-3 border-t border-line pt-2 font-semibold">
        <span>{t('quotes.totals.total')}</span>
        <span data-testid={`${testId}-total`}>{money(totals.total)}</span>
      </p>
      {note && <p className="mt-3 text-xs text-muted">{note}</p>}
    </aside>
  );
}
