import {
  CART_MESSAGES,
  type Cart,
  type CartAddRequest,
  type CartUpdateQuantityRequest,
  type ShippingMethod,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { cartCurrencies } from './cart-currency.js';
import { type CartOwner, ensureCartId, findCartId } from './cart-owner.js';
import { cartLanguage, cartView, hasLapsedLine, readCart } from './cart-view.js';
import { heldElsewhere, lockCartProducts, renewReservations } from './reservations.js';

/** What every cart call names: the language of item names and the selected currency (optional, §4). */
export interface CartContext {
  language_id: number;
  currency_id?: number | undefined;
}

/** A refusal naming its field: 404 (no such product or line) or 422 (a quantity the stock or limit refuses). */
function cartError(statusCode: 404 | 422, field: string, message: string) {
  return Object.assign(new Error(message), { statusCode, fields: { [field]: message } });
}

/** The cart as the owner sees it now, in the context's language and currency. */
async function answer(db: Queryable, owner: CartOwner, cartId: number | null, context: CartContext) {
  const language = await cartLanguage(db, context.language_id, owner.site);
  const cart = await readCart(db, cartId, language);
  const currencies = await cartCurrencies(db, owner.site, context.currency_id, cart.currencyId);
  return { status: true, cart: await cartView(db, owner, cart, currencies) };
}

/**
 * One change to the owner's cart, in a transaction: the cart is made if needed, its products (and the one being
 * added) locked in id order, `change` applied, then every line still available is held again (a change renews
 * the reservation) and the selected currency remembered.
 */
async function change(
  db: Database,
  owner: CartOwner,
  context: CartContext,
  extraProductId: number | null,
  apply: (tx: Queryable, cartId: number) => Promise<void>,
): Promise<{ status: boolean; cart: Cart }> {
  const cartId = await db.transaction(async (tx) => {
    const id = await ensureCartId(tx, owner);
    await lockCartProducts(tx, [id], extraProductId);
    await apply(tx, id);
    await renewReservations(tx, id, false);
    // Only a currency the site offers is remembered (any other id falls back, §4).
    await tx.query(
      `UPDATE carts SET updated_at = now(),
         currency_id = coalesce(
           (SELECT currency_id FROM site_currencies WHERE site_id = $3 AND currency_id = $2), currency_id)
       WHERE id = $1`,
      [id, context.currency_id ?? null, owner.site.id],
    );
    return id;
  });
  return answer(db, owner, cartId, context);
}

/** What this cart may hold of a product: its own limit, lowered to the stock other carts do not hold. */
async function limitFor(tx: Queryable, cartId: number, productId: number): Promise<number> {
  const rows = await tx.query<{ cap: number }>(
    `SELECT least(p.max_quantity, p.stock - ${heldElsewhere('p.id', '$2')}) AS cap FROM products p WHERE p.id = $1`,
    [productId, cartId],
  );
  const limit = rows[0]?.cap;
  if (limit === undefined) throw cartError(404, 'product_id', CART_MESSAGES.productNotFound);
  return limit;
}

export function createCartService(db: Database) {
  return {
    /** §7 cart/fetch: a lapsed hold is taken again when the units are still there. */
    async fetch(owner: CartOwner, context: CartContext) {
      const cartId = await findCartId(db, owner);
      if (cartId !== null) {
        const language = await cartLanguage(db, context.language_id, owner.site);
        if (hasLapsedLine(await readCart(db, cartId, language))) {
          await db.transaction(async (tx) => {
            await lockCartProducts(tx, [cartId]);
            await renewReservations(tx, cartId, true);
          });
        }
      }
      return answer(db, owner, cartId, context);
    },

    /** Adds units of a product or offer; one already in the cart has its line raised (never past its limit). */
    add(owner: CartOwner, body: CartAddRequest) {
      return change(db, owner, body, body.product_id, async (tx, cartId) => {
        const limit = await limitFor(tx, cartId, body.product_id);
        if (limit < 1) throw cartError(422, 'product_id', CART_MESSAGES.outOfStock);
        const rows = await tx.query<{ quantity: number }>(
          'SELECT quantity FROM cart_lines WHERE cart_id = $1 AND product_id = $2',
          [cartId, body.product_id],
        );
        const quantity = (rows[0]?.quantity ?? 0) + body.quantity;
        if (quantity > limit) throw cartError(422, 'quantity', CART_MESSAGES.quantityTooHigh);
        await tx.query(
          `INSERT INTO cart_lines (cart_id, product_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
          [cartId, body.product_id, quantity],
        );
      });
    },

    /** §5: a line's quantity from 1 to its max_quantity (the schema refuses below 1, this above). */
    updateQuantity(owner: CartOwner, body: CartUpdateQuantityRequest) {
      return change(db, owner, body, null, async (tx, cartId) => {
        const productId = await lineProduct(tx, cartId, body.item_id);
        if (body.quantity > (await limitFor(tx, cartId, productId))) {
          throw cartError(422, 'quantity', CART_MESSAGES.quantityTooHigh);
        }
        await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [body.item_id, body.quantity]);
      });
    },

    remove(owner: CartOwner, body: { item_id: number } & CartContext) {
      return change(db, owner, body, null, async (tx, cartId) => {
        await lineProduct(tx, cartId, body.item_id);
        await tx.query('DELETE FROM cart_lines WHERE id = $1', [body.item_id]);
      });
    },

    /** Empties the cart; its reservations end with its lines. */
    async clear(owner: CartOwner, context: CartContext) {
      const cartId = await findCartId(db, owner);
      if (cartId !== null) await db.query('DELETE FROM cart_lines WHERE cart_id = $1', [cartId]);
      return answer(db, owner, cartId, context);
    },

    setShippingMethod(owner: CartOwner, body: { shipping_method: ShippingMethod } & CartContext) {
      return change(db, owner, body, null, async (tx, cartId) => {
        await tx.query('UPDATE carts SET shipping_method = $2 WHERE id = $1', [cartId, body.shipping_method]);
      });
    },
  };
}

/** The product of one of this cart's lines; a line of another cart (or none) is a 404 naming item_id. */
async function lineProduct(tx: Queryable, cartId: number, itemId: number): Promise<number> {
  const rows = await tx.query<{ product_id: number }>(
    'SELECT product_id FROM cart_lines WHERE id = $1 AND cart_id = $2',
    [itemId, cartId],
  );
  const productId = rows[0]?.product_id;
  if (productId === undefined) throw cartError(404, 'item_id', CART_MESSAGES.itemNotFound);
  return productId;
}

export type CartService = ReturnType<typeof createCartService>;
