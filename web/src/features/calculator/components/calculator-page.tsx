import {
  type ForwardingCountryIso,
  forwardingCountryIso,
  htmlLang,
  type ShippingMethodName,
  type ShippingOption,
  shippingOptions,
} from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBootstrap } from '@/lib/app-context';
import { DELIVERY_COUNTRIES, defaultCountryId } from '@/lib/delivery-countries';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { calculateQueryOptions } from '../api/calculate-query';
import {
  CALCULATOR_FIELDS,
  type CalculatorField,
  type CalculatorInputs,
  parcelFromInputs,
} from '../calculator-input';
import { useSettledValue } from '../use-settled-value';

const LABELS: Record<CalculatorField, string> = {
  weight_kg: 'calculator.weight',
  length_cm: 'calculator.length',
  width_cm: 'calculator.width',
  height_cm: 'calculator.height',
};
/** The query's placeholder while there is nothing to price (never sent: the query is disabled then). */
const NO_PARCEL = { weight_kg: 1, length_cm: 1, width_cm: 1, height_cm: 1 };
const METHOD_KEYS: Record<ShippingMethodName, string> = { air: 'calculator.air', sea: 'calculator.sea' };
const INPUT =
  'w-full rounded border border-line bg-surface px-3 py-2 text-ink outline-offset-2 focus:outline-2 focus:outline-accent aria-invalid:border-danger';

/**
 * /calculate: what forwarding a parcel costs by air and by sea. The figures are the one shipping rule run in the
 * browser as the shopper types (instant, also signed out), then confirmed by the shop's forwardingCalculate once
 * the typing pauses; if the shop cannot be asked the page still shows the rule's figures, saying they are not
 * confirmed.
 */
export function CalculatorPage() {
  const { t, locale } = useI18n();
  const { storeConfig } = useBootstrap();
  const [inputs, setInputs] = useState<CalculatorInputs>({
    weight_kg: '',
    length_cm: '',
    width_cm: '',
    height_cm: '',
  });
  const [countryId, setCountryId] = useState(() => defaultCountryId(storeConfig.searchKeys.countryId));
  const countrySelectId = useId();
  const baseId = useId();
  const iso: ForwardingCountryIso = forwardingCountryIso(countryId) ?? 'LT';
  const { parcel, errors } = parcelFromInputs(inputs);
  const local = parcel ? shippingOptions(parcel, iso) : null;
  // The shop is asked once the values have rested (not on every keystroke).
  const key = parcel ? JSON.stringify([parcel, iso]) : null;
  const settled = useSettledValue(key, 400) === key;
  const confirmed = useQuery({
    ...calculateQueryOptions(parcel ?? NO_PARCEL, iso),
    enabled: parcel !== null && settled,
  });
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  const agrees =
    local && confirmed.data && settled
      ? local.air.price === confirmed.data.options.air.price &&
        local.sea.price === confirmed.data.options.sea.price
      : null;

  const renderField = (field: CalculatorField) => {
    const id = `${baseId}-${field}`;
    const error = errors[field];
    return (
      <div key={field} className="mb-4">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t(LABELS[field])}
        </label>
        <input
          id={id}
          name={field}
          inputMode="decimal"
          autoComplete="off"
          value={inputs[field]}
          onChange={(event) => setInputs((now) => ({ ...now, [field]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={INPUT}
          data-testid={`calculator-${field}`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl" data-testid="calculator">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('calculator.title')}
      </h1>
      <p className="mb-6 text-muted">{t('calculator.intro')}</p>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form
          aria-label={t('calculator.form_label')}
          onSubmit={(event) => event.preventDefault()}
          noValidate
          className="rounded border border-line p-4"
        >
          {CALCULATOR_FIELDS.filter((field) => field === 'weight_kg').map(renderField)}
          <div className="grid grid-cols-3 gap-2">
            {CALCULATOR_FIELDS.filter((field) => field !== 'weight_kg').map(renderField)}
          </div>
          <label htmlFor={countrySelectId} className="mb-1 block text-sm font-medium">
            {t('calculator.country')}
          </label>
          <select
            id={countrySelectId}
            value={countryId}
            onChange={(event) => setCountryId(Number(event.target.value))}
            className={INPUT}
            data-testid="calculator-country"
          >
            {DELIVERY_COUNTRIES.map((country) => (
              <option key={country.id} value={country.id}>
                {t(country.key)}
              </option>
            ))}
          </select>
        </form>
        <section aria-labelledby="calculator-results" aria-live="polite">
          <h2 id="calculator-results" className="mb-3 text-xl font-semibold">
            {t('calculator.results')}
          </h2>
          {local ? (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {(['air', 'sea'] as const).map((method) => (
                  <MethodCard key={method} method={method} option={local[method]} money={money} />
                ))}
              </div>
              <p className="mt-3 text-sm text-muted" data-testid="calculator-confirmation">
                {agrees === true
                  ? t('calculator.confirmed')
                  : confirmed.isError
                    ? t('calculator.not_confirmed')
                    : t('calculator.confirming')}
              </p>
            </>
          ) : (
            <p className="text-muted" data-testid="calculator-empty">
              {t('calculator.empty')}
            </p>
          )}
          <p className="mt-4 text-sm text-muted">{t('calculator.how')}</p>
        </section>
      </div>
    </div>
  );
}

function MethodCard({
  method,
  option,
  money,
}: {
  method: ShippingMethodName;
  option: ShippingOption;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  return (
    <article className="rounded border border-line p-4" data-testid={`calculator-${method}`}>
      <h3 className="text-lg font-semibold">{t(METHOD_KEYS[method])}</h3>
      <p className="my-2 text-3xl font-bold" data-testid={`calculator-${method}-price`}>
        {money(option.price)}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('calculator.transit')}</dt>
        <dd>
          {t('calculator.days', {
            min: String(option.transit_days.min),
            max: String(option.transit_days.max),
          })}
        </dd>
        <dt className="text-muted">{t('calculator.chargeable')}</dt>
        <dd data-testid={`calculator-${method}-chargeable`}>
          {t('calculator.kg', { kg: String(option.chargeable_weight_kg) })}
        </dd>
        <dt className="text-muted">{t('calculator.volumetric')}</dt>
        <dd>{t('calculator.kg', { kg: String(option.volumetric_weight_kg) })}</dd>
      </dl>
    </article>
  );
}
