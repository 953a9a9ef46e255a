// Confirm: a checkout becomes an order, once. In one transaction: the idempotency key is claimed, the checkout
// locked, stock and prices checked again, units taken off stock with a conditional UPDATE (never below what is
// left), the balance part taken, the order, its lines and its payments written, the cart emptied of what was
// bought. The provider's payment is opened after the commit, so the order exists before the shopper leaves.
import { CHECKOUT_MESSAGES, PaymentProvider, QUOTE_TRANSACTION_PREFIX } from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { heldElsewhere } from '../cart/reservations.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { type CheckoutQuote, quoteCheckout, toEuro } from '../checkout/checkout-quote.js';
import { type CheckoutRow, loadCheckout, ownerKey } from '../checkout/checkout-store.js';
import { holdPromotionLimits } from '../checkout/promotion-limits.js';
import { requireLanguage } from '../config/languages.js';
import { createOrderInvoice } from '../invoices/order-invoice.js';
import { claimKey, keepResponse, requestHash } from './idempotency.js';

/** What a confirm (or a pay) keeps under its key: the order, and the provider payment to send the shopper to. */
export interface PaymentAttempt {
  order_id: number;
  payment_id: number | null;
}

/** Where the order is placed from (#26): the shopper's storefront host and the payment window. */
export interface Placement {
  host: string;
  paymentWindowMin: number;
}

export async function confirmCheckout(
  db: Database,
  owner: CartOwner,
  body: { slug: string; language_id: number; idempotency_key: string },
  providerIds: ReadonlySet<number>,
  placement: Placement,
): Promise<PaymentAttempt> {
  // The order keeps the language (its mails and the provider's return address): an unknown one is refused here,
  // before the transaction writes anything.
  const language = await requireLanguage(db, body.language_id);
  const ownerId = ownerKey(owner);
  return db.transaction(async (tx) => {
    const claim = await claimKey<PaymentAttempt>(
      tx,
      'confirm',
      ownerId,
      body.idempotency_key,
      requestHash({ slug: body.slug }),
    );
    if (!claim.fresh) return claim.response;
    const checkout = await loadCheckout(tx, owner, body.slug, { lock: true });
    let attempt: PaymentAttempt;
    if (checkout.status === 'confirmed' && checkout.order_id !== null) {
      // Another key for a checkout already ordered (a second tab): the same order, never a second one.
      attempt = await existingAttempt(tx, checkout.order_id);
    } else {
      if (checkout.status !== 'open') throw checkoutError(409, CHECKOUT_MESSAGES.closed, 'slug');
      // The balance row is locked before the checkout is priced, so the balance the order uses is what the row
      // holds now: another checkout of the same user confirming at the same moment waits here, and then prices
      // with what that one left (PGlite runs one transaction at a time; PostgreSQL needs the lock).
      if (checkout.user_id !== null && !checkout.balance_removed) await lockBalance(tx, checkout.user_id);
      const quote = await quoteCheckout(tx, checkout, owner.site, language, providerIds);
      checkComplete(quote);
      // A code with a usage limit is counted again under its row lock (checkout/promotion-limits.ts).
      await holdPromotionLimits(tx, quote);
      attempt = await placeOrder(tx, quote, { ...placement, locale: language });
    }
    await keepResponse(tx, 'confirm', ownerId, body.idempotency_key, attempt);
    return attempt;
  });
}

/** The most a currency round trip moves an amount (4 decimals each way, §9), in euros. */
const BALANCE_ROUNDING_EUROS = 0.01;

async function lockBalance(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The order's open provider payment, if any (what a repeated confirm sends the shopper to). */
async function existingAttempt(tx: Queryable, orderId: number): Promise<PaymentAttempt> {
  const rows = await tx.query<{ id: number }>(
    "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending' ORDER BY id DESC LIMIT 1",
    [orderId],
  );
  return { order_id: orderId, payment_id: rows[0]?.id ?? null };
}

/** Confirm needs an e-mail, an address, a payment method (and the pickup point its courier needs). */
function checkComplete(quote: CheckoutQuote): void {
  const { checkout, totals } = quote;
  const missing = (field: string) => checkoutError(400, CHECKOUT_MESSAGES.incomplete, field);
  if (quote.lines.length === 0) throw checkoutError(409, CHECKOUT_MESSAGES.emptyCart, 'slug');
  if (!checkout.email) throw missing('email');
  if (!checkout.address) throw missing('address');
  const courier = checkout.delivery_method >= 0 ? quote.couriers[checkout.delivery_method] : undefined;
  if (courier?.has_pickup_points && !checkout.parcel_shop) throw missing('parcel_shop');
  const method = checkout.payment_method_id;
  if (method === null) throw missing('payment_method_id');
  if (method === PaymentProvider.BALANCE) {
    if (totals.final > 0) {
      throw checkoutError(400, CHECKOUT_MESSAGES.balanceInsufficient, 'payment_method_id');
    }
  } else if (!quote.paymentMethods.some((m) => m.id === method)) {
    throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
  }
}

async function placeOrder(
  tx: Queryable,
  quote: CheckoutQuote,
  placement: Placement & { locale: string },
): Promise<PaymentAttempt> {
  const { checkout, totals, currencies } = quote;
  // Prices: the order is held to the prices the shopper was last shown; a change since is a 409 (fetch again).
  for (const [index, line] of quote.lines.entries()) {
    if (line.price !== line.seen_price) {
      throw checkoutError(409, CHECKOUT_MESSAGES.priceChanged, `products.${index}`);
    }
  }
  // Stock: lock the rows in id order (no deadlock between buyers), then take the units only if they are there,
  // less what other carts hold. Concurrent buyers of the last unit queue on the row; one gets it.
  const ids = quote.lines.map((line) => line.product_id).sort((a, b) => a - b);
  await tx.query('SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
  for (const [index, line] of quote.lines.entries()) {
    const taken = await tx.query(
      `UPDATE products SET stock = stock - $2
       WHERE id = $1 AND stock - ${heldElsewhere('products.id', 'coalesce($3::int, 0)')} >= $2 RETURNING id`,
      [line.product_id, line.quantity, checkout.cart_id],
    );
    if (taken.length === 0) throw checkoutError(409, CHECKOUT_MESSAGES.outOfStock, `products.${index}`);
  }

  const paid = totals.final === 0;
  const courier = checkout.delivery_method >= 0 ? quote.couriers[checkout.delivery_method] : undefined;
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO orders (user_id, email, site_id, status, total, currency_id, checkout_id, guest_token_hash,
       subtotal, shipping, local_delivery, shipping_discount, promo_discount, balance_used, payment_fee,
       payment_method_id, shipping_method, delivery, promotion_id, paid_at, storefront_host, locale, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       CASE WHEN $4 = 'paid' THEN now() END, $20, $21,
       CASE WHEN $4 = 'unpaid' THEN now() + make_interval(mins => $22::int) END)
     RETURNING id`,
    [
      checkout.user_id,
      checkout.email,
      checkout.site_id,
      paid ? 'paid' : 'unpaid',
      totals.final + totals.balance,
      currencies.selected.id,
      checkout.id,
      checkout.guest_token_hash,
      totals.subtotal,
      totals.shipping,
      totals.local_delivery,
      totals.shipping_discount,
      totals.promo_discount,
      totals.balance,
      totals.payment_fee,
      checkout.payment_method_id,
      checkout.shipping_method,
      JSON.stringify({
        address: checkout.address,
        country_id: checkout.country_id,
        courier: courier?.local_delivery_type ?? null,
        parcelshop_id: checkout.parcel_shop,
      }),
      quote.promotion?.id ?? null,
      placement.host,
      placement.locale,
      placement.paymentWindowMin,
    ],
  );
  if (!order) throw new Error('INSERT … RETURNING gave no row');
  await tx.query('INSERT INTO order_events (order_id, status) VALUES ($1, $2)', [
    order.id,
    paid ? 'paid' : 'unpaid',
  ]);
  for (const line of quote.lines) {
    await tx.query(
      `INSERT INTO order_lines (order_id, product_id, sku, name, quantity, unit_price) VALUES ($1, $2, $3, $4, $5, $6)`,
      [order.id, line.product_id, line.sku, line.name, line.quantity, line.price],
    );
  }
  // A signed-in shopper's order gets its invoice (/invoice/{id}), read through the order.
  if (checkout.user_id !== null) await createOrderInvoice(tx, order.id);
  if (totals.balance > 0 && checkout.user_id !== null) {
    await takeBalance(tx, checkout, order.id, totals.balance, quote);
  }
  let paymentId: number | null = null;
  if (!paid && checkout.payment_method_id !== null) {
    const [payment] = await tx.query<{ id: number }>(
      `INSERT INTO payments (order_id, provider_id, status, amount, currency_id) VALUES ($1, $2, 'pending', $3, $4)
       RETURNING id`,
      [order.id, checkout.payment_method_id, totals.final, currencies.selected.id],
    );
    paymentId = payment?.id ?? null;
  }
  await tx.query(
    "UPDATE checkouts SET status = 'confirmed', order_id = $2, updated_at = now() WHERE id = $1",
    [checkout.id, order.id],
  );
  // What was bought leaves the cart (and its reservation with it).
  if (checkout.cart_id !== null) {
    await tx.query('DELETE FROM cart_lines WHERE cart_id = $1 AND product_id = ANY($2::int[])', [
      checkout.cart_id,
      ids,
    ]);
  }
  return { order_id: order.id, payment_id: paymentId };
}

/**
 * The balance part: taken from the row locked before pricing (lockBalance), with a conditional UPDATE that never
 * takes more than the row holds, written to the history (its starting balance is the row's amount before, so rows
 * chain) and kept as a succeeded balance payment of the order. All of the balance is taken when all of it was
 * applied, so rounding through the currencies cannot leave a cent behind or ask for one more than there is.
 */
async function takeBalance(
  tx: Queryable,
  checkout: CheckoutRow,
  orderId: number,
  amount: number,
  quote: CheckoutQuote,
): Promise<void> {
  const all = quote.balance !== null && amount >= quote.balance.amount;
  const euros = toEuro(amount, quote.currencies.selected);
  // "All of it" may differ from the row by the currency round trip's last digits (BALANCE_ROUNDING_EUROS), never
  // by more: a row that holds less than the order records is refused, not emptied.
  const rows = await tx.query<{ before: number; after: number }>(
    `UPDATE users u SET balance = CASE WHEN $3 THEN 0 ELSE u.balance - $2 END
     FROM (SELECT id, balance FROM users WHERE id = $1 FOR UPDATE) b
     WHERE u.id = b.id AND u.balance > 0 AND (u.balance >= $2 OR ($3 AND u.balance >= $2 - $4))
     RETURNING b.balance::float8 AS before, u.balance::float8 AS after`,
    [checkout.user_id, euros, all, BALANCE_ROUNDING_EUROS],
  );
  const row = rows[0];
  if (!row) throw checkoutError(409, CHECKOUT_MESSAGES.balanceInsufficient, 'payment_method_id');
  await tx.query(
    `INSERT INTO balance_transactions (user_id, rel_type, rel_id, starting_balance, end_balance, amount,
       payment_processor_name, payment_processor_transaction_id)
     VALUES ($1, 0, $2, $3, $4, $5, 'balance', $6)`,
    [
      checkout.user_id,
      orderId,
      row.before,
      row.after,
      row.after - row.before,
      `${QUOTE_TRANSACTION_PREFIX}${orderId}`,
    ],
  );
  await tx.query(
    `INSERT INTO payments (order_id, provider_id, status, amount, currency_id, settled_at)
     VALUES ($1, $2, 'succeeded', $3, $4, now())`,
    [orderId, PaymentProvider.BALANCE, amount, quote.currencies.selected.id],
  );
}
