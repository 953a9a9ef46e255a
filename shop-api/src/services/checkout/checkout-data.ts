import type { Address, CheckoutData } from '@storefront/shared-types';
import type { CheckoutQuote } from './checkout-quote.js';

/** §3 "checkout data from the server" (and our fields after it) from a priced checkout. */
export function checkoutData(quote: CheckoutQuote, clientAddresses: Address[]): CheckoutData {
  const { checkout, totals, shipping } = quote;
  return {
    status: true,
    products: quote.lines.map((line) => ({
      currentPrice: line.price,
      quantity: line.quantity,
      id: line.product_id,
      name: line.name,
      sku: line.sku,
      image: line.image,
    })),
    shipping_fee: totals.shipping,
    shipping_methods: shipping.shipping_methods,
    shipping_discounts: shipping.shipping_discounts,
    // The tier discount the chosen method gets (cart14's tiers); null when no tier is reached.
    tier_based_shipping_discount: totals.shipping_discount > 0 ? totals.shipping_discount : null,
    selected_shipping_method: checkout.shipping_method,
    delivery_fee: totals.local_delivery,
    local_delivery: totals.local_delivery,
    local_delivery_couriers: quote.couriers,
    courier_info: checkout.parcel_shop === null ? null : { parcelshop_id: checkout.parcel_shop },
    payment_methods: quote.paymentMethods,
    payments: quote.payments,
    email: checkout.email,
    client_addresses: clientAddresses,
    promotion: quote.promotion
      ? {
          discount_amount: quote.promotion.discount_amount,
          promotion_type: quote.promotion.promotion_type,
          ...(quote.promotion.code ? { code: quote.promotion.code } : {}),
        }
      : null,
    order_id: checkout.order_id,
    slug: checkout.slug,
    currency: { id: quote.currencies.selected.id, iso_code: quote.currencies.selected.iso_code },
    delivery_method: checkout.delivery_method,
    address: checkout.address,
    is_guest: checkout.user_id === null,
    balance: quote.balance,
    balance_removed: checkout.balance_removed,
    selected_payment_method: checkout.payment_method_id,
    totals,
  };
}
