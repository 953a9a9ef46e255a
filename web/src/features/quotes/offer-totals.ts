import {
  type CreateOrderViewResponse,
  type ForwardingCountryIso,
  forwardingCountryIso,
  pricedShipping,
  type QuoteTotals,
  quoteTotals,
  type ShippingMethodName,
} from '@storefront/shared-types';

/**
 * What a create-order offer comes to with the shopper's method and address, as accepting prices it
 * (shop-api quotes/offers.ts): a weighed parcel priced again to the address's country by the one shipping rule, a
 * flat shipping amount as the operator set it; the goods and the service fee as offered; no local courier (the
 * page chooses none). Without an address yet, the country the offer was priced to.
 */
export function offerTotals(
  offer: Pick<CreateOrderViewResponse, 'lines' | 'totals' | 'parcel' | 'shipping_country'>,
  method: ShippingMethodName,
  addressCountryId: number | null,
): QuoteTotals {
  const country: ForwardingCountryIso | null =
    (addressCountryId === null ? null : forwardingCountryIso(addressCountryId)) ?? offer.shipping_country;
  // A weighed parcel always comes with the country it was priced to; a flat amount with none.
  const shipping = country
    ? pricedShipping(offer.parcel, offer.totals.shipping, method, country)
    : offer.totals.shipping;
  return quoteTotals({
    lines: offer.lines.map((line) => ({
      quantity: line.quantity,
      unit_price: line.unit_price ?? line.unit_price_seen,
    })),
    shipping,
    delivery_fee: 0,
    service_fee: offer.totals.service_fee,
  });
}
