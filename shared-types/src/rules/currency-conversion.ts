import { ANALYTICS_CURRENCY } from '../constants.js';
import { roundPrice } from './rounding.js';

type RatedCurrency = { readonly iso_code: string; readonly rate_to_eur: number };

/**
 * An amount in one currency → another, through each one's rate to the euro, rounded as every price is (§9,
 * 4 decimals). The one conversion both the shop (cart, checkout) and the web (catalogue prices) use, so a price
 * shown on a product page is the price the cart charges.
 */
export function convertAmount(amount: number, from: RatedCurrency, to: RatedCurrency): number {
  if (from.iso_code === to.iso_code) return roundPrice(amount);
  return roundPrice((amount * from.rate_to_eur) / to.rate_to_eur);
}

/**
 * §9: analytics report USD. An amount in `from` in USD, when the shop lists USD; otherwise the amount as it is
 * (a shop without USD cannot say more).
 */
export function toAnalyticsAmount(
  amount: number,
  from: RatedCurrency,
  currencies: readonly RatedCurrency[],
): number {
  const usd = currencies.find((currency) => currency.iso_code === ANALYTICS_CURRENCY);
  return usd ? convertAmount(amount, from, usd) : roundPrice(amount);
}
