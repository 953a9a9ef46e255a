import { CURRENCY_COOKIE, DURATIONS_S, selectCurrency } from '@storefront/shared-types';
import { useId, useState } from 'react';
import { useBootstrap } from '../../../lib/app-context';
import { writeCookie } from '../../../lib/cookies';
import { useT } from '../../../lib/i18n';

/** The currency picker; the choice lives in the mm_currency_id cookie the bff reads on the next request. */
export function CurrencySelector() {
  const t = useT();
  const id = useId();
  const { storeConfig, currencyId } = useBootstrap();
  const offered =
    storeConfig.filteredCurrencies.length > 0 ? storeConfig.filteredCurrencies : storeConfig.currencies;
  const [selected, setSelected] = useState(() => selectCurrency(offered, currencyId));
  if (offered.length === 0) return null;

  const onChange = (value: string) => {
    const next = selectCurrency(offered, Number(value));
    setSelected(next);
    if (next) writeCookie(CURRENCY_COOKIE, String(next.id), DURATIONS_S.year);
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
