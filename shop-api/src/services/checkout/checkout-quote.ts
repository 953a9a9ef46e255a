// Everything a checkout's answer and its order are made of, read from the shop's own data and priced by §9:
// the lines at today's prices, shipping (the cart's quote), local couriers, the promotion, the balance and the
// payment methods, all in the checkout's currency.
import {
  type CartShipping,
  type CheckoutPayment,
  type CheckoutTotals,
  type Currency,
  checkoutTotals,
  convertAmount,
  type FeeType,
  type LanguageCode,
  type LocalDeliveryCourier,
  type PaymentMethod,
  PaymentProvider,
  type Promotion,
  SHIPPING_METHODS,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { type CartCurrencies, cartCurrencies } from '../cart/cart-currency.js';
import { heldElsewhere } from '../cart/reservations.js';
import { shippingQuote } from '../cart/shipping-quote.js';
import type { SiteRow } from '../config/site-resolver.js';
import type { CheckoutRow } from './checkout-store.js';
import { sitePickupPoints } from './pickup-points.js';
import { promotionInCurrency } from './promotion-in-currency.js';

/** Fees, courier fees, fixed promotions and the balance are kept in euros. */
export const EURO = { iso_code: 'EUR', rate_to_eur: 1 } as const;

const NAME_COLUMN: Record<LanguageCode, string> = {
  en: 'name_en',
  lt: 'name_lt',
  lv: 'name_lv',
  ee: 'name_ee',
};

export interface QuotedLine {
  product_id: number;
  sku: string;
  name: string;
  image: string | null;
  quantity: number;
  /** Today's unit price in the checkout's currency. */
  price: number;
  /** The unit price the shopper was last shown. */
  seen_price: number;
  /** Stock less what other carts hold. */
  available: number;
}

export interface CheckoutQuote {
  checkout: CheckoutRow;
  currencies: CartCurrencies;
  lines: QuotedLine[];
  shipping: CartShipping;
  couriers: LocalDeliveryCourier[];
  paymentMethods: PaymentMethod[];
  promotion: (Promotion & { id: number; min_subtotal: number }) | null;
  /** The user's balance in the checkout's currency (null for a guest or once removed). */
  balance: { id: number; amount: number } | null;
  totals: CheckoutTotals;
  payments: CheckoutPayment[];
}

/** Prices a checkout now. `providerIds`: the outside providers configured (only those are offered). */
export async function quoteCheckout(
  db: Queryable,
  checkout: CheckoutRow,
  site: SiteRow,
  language: LanguageCode,
  providerIds: ReadonlySet<number>,
): Promise<CheckoutQuote> {
  // One after another: inside a transaction they share one connection.
  const currencies = await cartCurrencies(db, site, checkout.currency_id);
  const rows = await db.query<Omit<QuotedLine, 'price'> & { base_price: number }>(
    `SELECT cl.product_id, p.sku, p.${NAME_COLUMN[language]} AS name, p.images[1] AS image, cl.quantity,
         cl.seen_price::float8 AS seen_price, p.current_price::float8 AS base_price,
         p.stock - ${heldElsewhere('cl.product_id', 'coalesce($2::int, 0)')} AS available
       FROM checkout_lines cl JOIN products p ON p.id = cl.product_id
       WHERE cl.checkout_id = $1 ORDER BY cl.position`,
    [checkout.id, checkout.cart_id],
  );
  const couriers = await db.query<{
    id: number;
    local_delivery_type: string;
    delivery_fee: number;
    has_pickup_points: boolean;
  }>(
    `SELECT id, local_delivery_type, delivery_fee::float8 AS delivery_fee, has_pickup_points
       FROM delivery_couriers WHERE site_id = $1 OR site_id IS NULL ORDER BY position, id`,
    [checkout.site_id],
  );
  const pickupPoints = await sitePickupPoints(db, checkout.site_id);
  const methods = await db.query<{ id: number; name: string; fee: number; fee_type: FeeType }>(
    'SELECT id, name, fee::float8 AS fee, fee_type FROM payment_methods WHERE active ORDER BY position, id',
  );
  const promotions = await (checkout.promotion_id === null
    ? Promise.resolve([])
    : db.query<{
        id: number;
        code: string;
        promotion_type: 0 | 1;
        discount_amount: number;
        min_subtotal: number;
      }>(
        `SELECT id, code, promotion_type, discount_amount::float8 AS discount_amount,
             min_subtotal::float8 AS min_subtotal
           FROM promotions WHERE id = $1 AND active AND (valid_until IS NULL OR valid_until > now())`,
        [checkout.promotion_id],
      ));
  const users = await (checkout.user_id === null
    ? Promise.resolve([])
    : db.query<{ balance: number }>('SELECT balance::float8 AS balance FROM users WHERE id = $1', [
        checkout.user_id,
      ]));
  const { base, selected } = currencies;
  const fromBase = (amount: number) => convertAmount(amount, base, selected);
  const fromEuro = (amount: number) => convertAmount(amount, EURO, selected);

  const lines: QuotedLine[] = rows.map(({ base_price, ...line }) => ({
    ...line,
    price: fromBase(base_price),
  }));
  // Shipping is quoted on the lines in the site's base currency.
  const quote = await shippingQuote(
    db,
    checkout.site_id,
    rows.map((line) => ({ price: line.base_price, quantity: line.quantity })),
  );
  const shipping: CartShipping = { shipping_methods: {}, shipping_discounts: {} };
  for (const method of SHIPPING_METHODS) {
    const amount = quote.shipping_methods[method];
    if (amount === undefined) continue;
    shipping.shipping_methods[method] = fromBase(amount);
    shipping.shipping_discounts[method] = fromBase(quote.shipping_discounts[method] ?? 0);
  }

  const courierList: LocalDeliveryCourier[] = couriers.map((courier) => ({
    local_delivery_type: courier.local_delivery_type,
    delivery_fee: fromEuro(courier.delivery_fee),
    has_pickup_points: courier.has_pickup_points,
    pickup_points: pickupPoints
      .filter((point) => point.courier_id === courier.id)
      .map(({ parcelshop_id, name, address }) => ({ parcelshop_id, name, address })),
  }));
  const courier = checkout.delivery_method >= 0 ? courierList[checkout.delivery_method] : undefined;

  const balanceAmount =
    checkout.user_id !== null && !checkout.balance_removed ? fromEuro(users[0]?.balance ?? 0) : 0;
  const balance =
    checkout.user_id !== null && !checkout.balance_removed && balanceAmount > 0
      ? { id: checkout.user_id, amount: balanceAmount }
      : null;
  const paymentMethods: PaymentMethod[] = methods
    .filter((m) => (m.id === PaymentProvider.BALANCE ? balance !== null : providerIds.has(m.id)))
    .map((m) => ({
      id: m.id,
      fee: m.fee_type === 'fixed' ? fromEuro(m.fee) : m.fee,
      fee_type: m.fee_type,
      name: m.name,
    }));
  const chosen = paymentMethods.find((m) => m.id === checkout.payment_method_id) ?? null;

  const promotionRow = promotions[0];
  const promotion = promotionRow
    ? ({
        id: promotionRow.id,
        code: promotionRow.code,
        min_subtotal: promotionRow.min_subtotal,
        ...promotionInCurrency(
          { discount_amount: promotionRow.discount_amount, promotion_type: promotionRow.promotion_type },
          fromEuro,
        ),
      } as CheckoutQuote['promotion'])
    : null;

  const totals = checkoutTotals({
    lines,
    shipping: shipping.shipping_methods[checkout.shipping_method] ?? 0,
    shippingDiscount: shipping.shipping_discounts[checkout.shipping_method] ?? 0,
    localDelivery: courier?.delivery_fee ?? 0,
    promotion,
    balanceAvailable: balance?.amount ?? 0,
    paymentMethod: chosen,
  });
  const payments: CheckoutPayment[] = [];
  if (totals.balance > 0) {
    payments.push({
      payment_processor_id: PaymentProvider.BALANCE,
      type: PaymentProvider.BALANCE,
      amount: totals.balance,
    });
  }
  if (chosen && chosen.id !== PaymentProvider.BALANCE && totals.final > 0) {
    payments.push({ payment_processor_id: chosen.id, type: chosen.id, amount: totals.final });
  }
  return {
    checkout,
    currencies,
    lines,
    shipping,
    couriers: courierList,
    paymentMethods,
    promotion,
    balance,
    totals,
    payments,
  };
}

/** An amount in the checkout's currency back in euros (what the balance is kept in). */
export const toEuro = (amount: number, selected: Currency) => convertAmount(amount, selected, EURO);
