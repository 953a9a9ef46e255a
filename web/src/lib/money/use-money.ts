import { convertAmount, DEFAULT_SELECTED_CURRENCY_CODE, htmlLang } from '@storefront/shared-types';
import { useMemo } from 'react';
import { useBootstrap } from '../app-context';
import { useI18n } from '../i18n';
import { formatMoney } from './price-display';
import { useSelectedCurrency } from './selected-currency';

/** A price formatter and what it depends on, as a string: two formatters with the same key write the same texts. */
export type PriceFormatter = ((amount: number) => string) & { readonly key: string };

/**
 * The one place the web converts money: a catalogue price (kept in the site's conversion currency) shown in the
 * selected currency, through the shop's rates (shared rule convertAmount, the same the shop's cart uses), then
 * formatted in the page's language. Without a conversion currency or a selection, the amount is shown as it is.
 */
export function usePriceFormatter(): PriceFormatter {
  const { locale } = useI18n();
  const { storeConfig } = useBootstrap();
  const selected = useSelectedCurrency();
  const base = storeConfig.conversionCurrency;
  const lang = htmlLang(locale);
  // The same function while the currencies and the language are: what the cards memoise their HTML on.
  return useMemo(() => {
    if (!base || !selected) {
      const code = base?.iso_code ?? selected?.iso_code ?? DEFAULT_SELECTED_CURRENCY_CODE;
      return Object.assign((amount: number) => formatMoney(amount, code, lang), { key: `${lang} ${code}` });
    }
    return Object.assign(
      (amount: number) => formatMoney(convertAmount(amount, base, selected), selected.iso_code, lang),
      {
        key: `${lang} ${base.iso_code} ${base.rate_to_eur} ${selected.iso_code} ${selected.rate_to_eur}`,
      },
    );
  }, [base, selected, lang]);
}

/**
 * Money the shop already priced in a currency (the cart, a checkout, an order), by its ISO code: formatted in the
 * page's language only, never converted again. Without a code (the shop did not say), the currency the site's
 * prices are in, as product prices are shown.
 */
export function useMoneyFormatter(currencyCode: string | null | undefined): (amount: number) => string {
  const { locale } = useI18n();
  const { storeConfig } = useBootstrap();
  const code = currencyCode ?? storeConfig.conversionCurrency?.iso_code ?? DEFAULT_SELECTED_CURRENCY_CODE;
  const lang = htmlLang(locale);
  return (amount: number) => formatMoney(amount, code, lang);
}
