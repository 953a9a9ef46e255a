import { CURRENCY_COOKIE, DURATIONS_S, selectCurrency } from '@storefront/shared-types';
import { useId } from 'react';
import { writeCookie } from '@/lib/cookies';
import { useT } from '@/lib/i18n';
import { pickCurrency, useOfferedCurrencies, useSelectedCurrency } from '@/lib/money/selected-currency';

/**
 * The currency picker. The choice takes effect at once (prices and the cart follow useSelectedCurrency) and is
 * kept in the mm_currency_id cookie, so the next page the bff renders is in it too.
 */
export function CurrencySelector() {
  const t = useT();
  const id = useId();
  const offered = useOfferedCurrencies();
  const selected = useSelectedCurrency();
  if (offered.length === 0) return null;

  const onChange = (value: string) => {
    const next = selectCurrency(offered, Number(value));
    if (!next) return;
    pickCurrency(next);
    writeCookie(CURRENCY_COOKIE, String(next.id), DURATIONS_S.year);
  };

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('shell.header.currency')}
      </label>
      <select
        id={id}
        value={selected?.id ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="rounded border border-line bg-surface px-2 py-1 text-sm"
        data-testid="currency-selector"
      >
        {offered.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.iso_code}
          </option>
        ))}
      </select>
    </div>
  );
}
