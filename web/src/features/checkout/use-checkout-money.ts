import { DEFAULT_SELECTED_CURRENCY_CODE, htmlLang } from '@storefront/shared-types';
import { useBootstrap } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';

/**
 * Money of a checkout in the page's language: in the currency the shop priced the checkout in when it says so,
 * else the one the site's prices are in (as product prices are shown).
 */
export function useCheckoutMoney(currency?: string | null): (amount: number) => string {
  const { locale } = useI18n();
  const { storeConfig } = useBootstrap();
  const code = currency ?? storeConfig.conversionCurrency?.iso_code ?? DEFAULT_SELECTED_CURRENCY_CODE;
  return (amount: number) => formatMoney(amount, code, htmlLang(locale));
}
