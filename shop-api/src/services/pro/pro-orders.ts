// Pro orders (#28). A pro order is an `orders` row with is_pro set (not a table of its own): it is an order in
// every way a buyer and the operator already know (order detail, My orders, its invoice /invoice/{id}, the
// operator's status calls, expiry releasing stock, the order payment flow and outcome pages), and only adds the
// volume-tier prices and the delivery declaration it needs before payment. It is priced in euros.
import {
  type LanguageCode,
  orderNumber,
  PRO_MESSAGES,
  type ProDeclarationInput,
  type ProOrder,
  type ProOrderPlaceRequest,
  proLineAmount,
  proUnitPrice,
  roundPrice,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { NAME_COLUMN } from '../cart/cart-view.js';
import { heldElsewhere } from '../cart/reservations.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { createOrderInvoice, ORDER_INVOICE_DUE_DAYS } from '../invoices/order-invoice.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import { isoUtc } from '../orders/my-orders.js';

/** Where a pro order is placed: the buyer, the site and host they are on, and the language of its mails. */
export interface ProPlacement {
  userId: number;
  siteId: number;
  host: string;
  language: LanguageCode;
}

const notFound = () => checkoutError(404, PRO_MESSAGES.orderNotFound, 'id');

/**
 * Places a pro order once per idempotency key, in one transaction: the products locked in id order, each line
 * priced by its volume tier (rules/pro-price.ts) from the current list price, the units taken off stock only if
 * they are there (less what carts hold), the order, its lines, its first timeline row and its invoice written.
 * It stays unpaid for the invoice's term (a bank transfer takes days), then expires and its units go back.
 */
export async function placeProOrder(
  db: Database,
  placement: ProPlacement,
  body: ProOrderPlaceRequest,
): Promise<{ id: number; fresh: boolean }> {
  const owner = `user:${placement.userId}`;
  const seen = new Set<number>();
  for (const [index, line] of body.lines.entries()) {
    if (seen.has(line.product_id)) {
      throw checkoutError(400, PRO_MESSAGES.productRepeated, `lines.${index}.product_id`);
    }
    seen.add(line.product_id);
  }
  return db.transaction(async (tx) => {
    const hash = requestHash({ lines: body.lines });
    const claim = await claimKey<{ id: number }>(tx, 'pro-order', owner, body.idempotency_key, hash);
    if (!claim.fresh) return { id: claim.response.id, fresh: false };
    const ids = [...seen].sort((a, b) => a - b);
    const products = await tx.query<{ id: number; sku: string; name: string; price: number }>(
      `SELECT id, sku, ${NAME_COLUMN[placement.language]} AS name, current_price::float8 AS price FROM products
       WHERE id = ANY($1::int[]) AND kind = 'p' ORDER BY id FOR UPDATE`,
      [ids],
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const priced = body.lines.map((line, index) => {
      const product = byId.get(line.product_id);
      if (!product) throw checkoutError(400, PRO_MESSAGES.productUnknown, `lines.${index}.product_id`);
      return { ...line, product, unit_price: proUnitPrice(product.price, line.quantity) };
    });
    for (const [index, line] of priced.entries()) {
      const taken = await tx.query(
        `UPDATE products SET stock = stock - $2
         WHERE id = $1 AND stock - ${heldElsewhere('products.id', '0')} >= $2 RETURNING id`,
        [line.product_id, line.quantity],
      );
      if (taken.length === 0) throw checkoutError(409, PRO_MESSAGES.outOfStock, `lines.${index}.quantity`);
    }
    const subtotal = roundPrice(
      priced.reduce((sum, l) => sum + proLineAmount(l.product.price, l.quantity), 0),
    );
    const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      placement.userId,
    ]);
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, email, site_id, status, total, subtotal, currency_id, storefront_host, locale,
         expires_at, is_pro)
       VALUES ($1, $2, $3, 'unpaid', $4, $4, (SELECT id FROM currencies WHERE iso_code = 'EUR'), $5, $6,
         now() + make_interval(days => $7), true)
       RETURNING id`,
      [
        placement.userId,
        user?.email ?? '',
        placement.siteId,
        subtotal,
        placement.host,
        placement.language,
        ORDER_INVOICE_DUE_DAYS,
      ],
    );
    if (!order) throw new Error('INSERT … RETURNING gave no row');
    await tx.query("INSERT INTO order_events (order_id, status) VALUES ($1, 'unpaid')", [order.id]);
    for (const line of priced) {
      await tx.query(
        `INSERT INTO order_lines (order_id, product_id, sku, name, quantity, unit_price)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [order.id, line.product_id, line.product.sku, line.product.name, line.quantity, line.unit_price],
      );
    }
    await createOrderInvoice(tx, order.id);
    await keepResponse(tx, 'pro-order', owner, body.idempotency_key, { id: order.id });
    return { id: order.id, fresh: true };
  });
}

interface ProOrderRow {
  id: number;
  status: ProOrder['status'];
  total: number;
  currency: string;
  created_at: string;
  declaration: Omit<ProOrder['declaration'] & object, 'declared_at'> | null;
  declared_at: string | null;
  invoice_id: number | null;
  balance_available: number;
}

// An unpaid order's total is shown before a payment method's fee (a provider attempt adds its own fee to the row;
// the next way of paying replaces it); a paid one's is what was paid.
const SELECT_ORDERS = `SELECT o.id, o.status,
    (o.total - CASE WHEN o.status = 'unpaid' THEN o.payment_fee ELSE 0 END)::float8 AS total, c.iso_code AS currency,
    ${isoUtc('o.created_at')} AS created_at, o.declaration, ${isoUtc('o.declared_at')} AS declared_at,
    (SELECT id FROM invoices WHERE order_id = o.id) AS invoice_id, u.balance::float8 AS balance_available
  FROM orders o JOIN currencies c ON c.id = o.currency_id JOIN users u ON u.id = o.user_id
  WHERE o.is_pro AND o.user_id = $1`;

/** The outside providers a pro order (in euros) can be paid with: one list for every order of a call. */
export type ProPaymentMethods = ProOrder['payment_methods'];

async function withLines(q: Queryable, rows: ProOrderRow[], methods: ProPaymentMethods): Promise<ProOrder[]> {
  if (rows.length === 0) return [];
  const lines = await q.query<ProOrder['lines'][number] & { order_id: number }>(
    `SELECT order_id, product_id, name, sku, quantity, unit_price::float8 AS unit_price,
       (unit_price * quantity)::float8 AS amount
     FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((r) => r.id)],
  );
  return rows.map(({ declaration, declared_at, ...row }) => ({
    ...row,
    number: orderNumber(row.id),
    lines: lines
      .filter((l) => l.order_id === row.id)
      .map(({ order_id: _order, ...l }) => ({ ...l, amount: roundPrice(l.amount) })),
    declaration: declaration && declared_at ? { ...declaration, declared_at } : null,
    payment_methods: methods,
  }));
}

/** The buyer's pro orders, newest first (the 50 latest: older ones are in My orders). */
export async function myProOrders(
  q: Queryable,
  userId: number,
  methods: ProPaymentMethods,
): Promise<ProOrder[]> {
  const rows = await q.query<ProOrderRow>(`${SELECT_ORDERS} ORDER BY o.id DESC LIMIT 50`, [userId]);
  return withLines(q, rows, methods);
}

/** One of the buyer's pro orders; another's, an ordinary order or a missing one is the same 404 naming id. */
export async function ownProOrder(
  q: Queryable,
  userId: number,
  id: number,
  methods: ProPaymentMethods,
): Promise<ProOrder> {
  const rows = await q.query<ProOrderRow>(`${SELECT_ORDERS} AND o.id = $2`, [userId, id]);
  const [order] = await withLines(q, rows, methods);
  if (!order) throw notFound();
  return order;
}

/**
 * The delivery declaration of an unpaid pro order (409 naming status once paid, expired or cancelled). It may be
 * corrected until the order is paid: the declaration travels with the goods, so it must say what is true then.
 */
export async function declareProOrder(
  db: Database,
  userId: number,
  id: number,
  declaration: ProDeclarationInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1 AND user_id = $2 AND is_pro FOR UPDATE',
      [id, userId],
    );
    if (!order) throw notFound();
    if (order.status !== 'unpaid') throw checkoutError(409, PRO_MESSAGES.notUnpaid, 'status');
    await tx.query('UPDATE orders SET declaration = $2, declared_at = now() WHERE id = $1', [
      id,
      JSON.stringify(declaration),
    ]);
  });
}
