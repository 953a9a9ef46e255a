// §7 checkout calls and the step calls: generate from the owner's cart, fetch (the payment step saves its
// choices), update the shipping step, promotion, payment method, remove the balance, invalidate. Every answer is
// priced afresh from the shop's data (checkout-quote.ts).
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type Address,
  type AddressInput,
  CHECKOUT_MESSAGES,
  type CheckoutData,
  type CheckoutFetchRequest,
  CheckoutStep,
  type CheckoutUpdateRequest,
  convertAmount,
  MAX_DELIVERY_ADDRESSES,
  PaymentProvider,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { cartCurrencies } from '../cart/cart-currency.js';
import { type CartOwner, findCartId } from '../cart/cart-owner.js';
import { cartLanguage } from '../cart/cart-view.js';
import { checkoutData } from './checkout-data.js';
import { checkoutError } from './checkout-errors.js';
import { quoteCheckout, toEuro } from './checkout-quote.js';
import { type CheckoutRow, loadCheckout, requireOpen } from './checkout-store.js';
import { isSitePickupPoint } from './pickup-points.js';
import { type PromotionLimits, refuseIfUsedUp } from './promotion-limits.js';

const ADDRESS_COLUMNS = 'id, first_name, last_name, first_address, city, zip, phone_number, country_id';

/** The shipping step's choices, as update and the payment step's fetch carry them. */
type Choices = Pick<CheckoutUpdateRequest, 'email' | 'address' | 'shipping' | 'delivery' | 'parcel_shop'> & {
  country?: number | undefined;
};

export function createCheckoutService(db: Database, providerIds: () => ReadonlySet<number>) {
  async function answer(owner: CartOwner, checkout: CheckoutRow, languageId: number) {
    const language = await cartLanguage(db, languageId, owner.site);
    const quote = await quoteCheckout(db, checkout, owner.site, language, providerIds());
    const addresses =
      checkout.user_id === null
        ? []
        : await db.query<Address>(
            `SELECT ${ADDRESS_COLUMNS} FROM delivery_addresses WHERE user_id = $1 ORDER BY id`,
            [checkout.user_id],
          );
    return { quote, data: checkoutData(quote, addresses) };
  }

  /** Applies one change to an open checkout in a transaction, then answers it priced afresh. */
  async function change(
    owner: CartOwner,
    slug: string,
    languageId: number,
    apply: (tx: Queryable, checkout: CheckoutRow) => Promise<void>,
  ): Promise<CheckoutData> {
    const checkout = await db.transaction(async (tx) => {
      const row = await loadCheckout(tx, owner, slug, { lock: true });
      requireOpen(row);
      await apply(tx, row);
      await tx.query('UPDATE checkouts SET updated_at = now() WHERE id = $1', [row.id]);
      return loadCheckout(tx, owner, slug);
    });
    return (await answer(owner, checkout, languageId)).data;
  }

  /** The shipping step's choices onto the checkout (in the caller's transaction). */
  async function applyChoices(tx: Queryable, checkout: CheckoutRow, choices: Choices) {
    const sets: string[] = [];
    const values: unknown[] = [checkout.id];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    // A signed-in user's e-mail is their account's; only a guest gives one here.
    if (choices.email !== undefined && checkout.user_id === null) set('email', choices.email);
    if (choices.address !== undefined) {
      set('address', JSON.stringify(await chooseAddress(tx, checkout, choices.address)));
      if (choices.country === undefined) set('country_id', choices.address.country_id);
    }
    if (choices.country !== undefined) {
      const known = await tx.query('SELECT 1 FROM countries WHERE id = $1', [choices.country]);
      if (known.length === 0) throw checkoutError(400, CHECKOUT_MESSAGES.addressInvalid, 'country');
      set('country_id', choices.country);
    }
    if (choices.shipping !== undefined) set('shipping_method', choices.shipping);
    let delivery = checkout.delivery_method;
    let parcelShop = checkout.parcel_shop;
    if (choices.delivery !== undefined) {
      const couriers = await siteCouriers(tx, checkout.site_id);
      if (choices.delivery >= couriers.length) {
        throw checkoutError(400, CHECKOUT_MESSAGES.deliveryInvalid, 'delivery');
      }
      if (choices.delivery !== delivery) parcelShop = null;
      delivery = choices.delivery;
      set('delivery_method', delivery);
    }
    if (choices.parcel_shop !== undefined) parcelShop = choices.parcel_shop;
    if (parcelShop !== null) {
      const couriers = await siteCouriers(tx, checkout.site_id);
      const courierId = delivery >= 0 ? couriers[delivery]?.id : undefined;
      if (!(await isSitePickupPoint(tx, checkout.site_id, parcelShop, courierId ?? 0))) {
        throw checkoutError(400, CHECKOUT_MESSAGES.pickupPointInvalid, 'parcel_shop');
      }
    }
    if (parcelShop !== checkout.parcel_shop) set('parcel_shop', parcelShop);
    if (sets.length > 0) await tx.query(`UPDATE checkouts SET ${sets.join(', ')} WHERE id = $1`, values);
  }

  /**
   * The address a checkout ships to. A user's existing one by id; a user's new one (id 0, §4) saved to their
   * addresses (an identical one is reused, so a retried call saves it once) and kept with its real id; a guest's
   * stays on the checkout with id 0.
   */
  async function chooseAddress(
    tx: Queryable,
    checkout: CheckoutRow,
    address: AddressInput & { id: number },
  ): Promise<Address> {
    const { id, ...fields } = address;
    if (checkout.user_id === null) {
      if (id !== 0) throw checkoutError(400, CHECKOUT_MESSAGES.addressInvalid, 'address.id');
      return { id: 0, ...fields };
    }
    if (id !== 0) {
      const rows = await tx.query<Address>(
        `SELECT ${ADDRESS_COLUMNS} FROM delivery_addresses WHERE id = $1 AND user_id = $2`,
        [id, checkout.user_id],
      );
      const own = rows[0];
      if (!own) throw checkoutError(400, CHECKOUT_MESSAGES.addressInvalid, 'address.id');
      return own;
    }
    const same = await tx.query<Address>(
      `SELECT ${ADDRESS_COLUMNS} FROM delivery_addresses
       WHERE user_id = $1 AND first_name = $2 AND last_name = $3 AND first_address = $4 AND city = $5 AND zip = $6
         AND phone_number = $7 AND country_id = $8 ORDER BY id LIMIT 1`,
      [
        checkout.user_id,
        fields.first_name,
        fields.last_name,
        fields.first_address,
        fields.city,
        fields.zip,
        fields.phone_number,
        fields.country_id,
      ],
    );
    if (same[0]) return same[0];
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM delivery_addresses WHERE user_id = $1',
      [checkout.user_id],
    );
    if ((count?.n ?? 0) >= MAX_DELIVERY_ADDRESSES) {
      throw checkoutError(409, ACCOUNT_MESSAGES.tooManyAddresses, 'address');
    }
    const [saved] = await tx.query<Address>(
      `INSERT INTO delivery_addresses (user_id, first_name, last_name, first_address, city, zip, phone_number, country_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ADDRESS_COLUMNS}`,
      [
        checkout.user_id,
        fields.first_name,
        fields.last_name,
        fields.first_address,
        fields.city,
        fields.zip,
        fields.phone_number,
        fields.country_id,
      ],
    );
    if (!saved) throw new Error('INSERT … RETURNING gave no row');
    return saved;
  }

  return {
    /** §7 generate: a checkout of the owner's cart as it is now (other open checkouts of it end). */
    async generate(owner: CartOwner): Promise<{ status: boolean; slug: string }> {
      const cartId = await findCartId(db, owner);
      if (cartId === null) throw checkoutError(409, CHECKOUT_MESSAGES.emptyCart);
      return db.transaction(async (tx) => {
        const carts = await tx.query<{ shipping_method: 'air' | 'sea'; currency_id: number | null }>(
          'SELECT shipping_method, currency_id FROM carts WHERE id = $1 FOR UPDATE',
          [cartId],
        );
        const lines = await tx.query<{ product_id: number; quantity: number; price: number }>(
          `SELECT cl.product_id, cl.quantity, p.current_price::float8 AS price
           FROM cart_lines cl JOIN products p ON p.id = cl.product_id WHERE cl.cart_id = $1 ORDER BY cl.id`,
          [cartId],
        );
        const cart = carts[0];
        if (!cart || lines.length === 0) throw checkoutError(409, CHECKOUT_MESSAGES.emptyCart);
        const { base, selected } = await cartCurrencies(tx, owner.site, cart.currency_id);
        // One checkout of a cart at a time: an older tab's checkout cannot become a second order.
        await tx.query(
          "UPDATE checkouts SET status = 'invalidated', updated_at = now() WHERE cart_id = $1 AND status = 'open'",
          [cartId],
        );
        const user =
          owner.userId === null
            ? undefined
            : (await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.userId]))[0];
        const firstAddress =
          owner.userId === null
            ? undefined
            : (
                await tx.query<Address>(
                  `SELECT ${ADDRESS_COLUMNS} FROM delivery_addresses WHERE user_id = $1 ORDER BY id LIMIT 1`,
                  [owner.userId],
                )
              )[0];
        const slug = randomBytes(18).toString('base64url');
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO checkouts (slug, site_id, user_id, guest_token_hash, cart_id, currency_id, email, address,
             country_id, shipping_method)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            slug,
            owner.site.id,
            owner.userId,
            owner.userId === null ? owner.guestTokenHash : null,
            cartId,
            selected.id,
            user?.email ?? null,
            firstAddress ? JSON.stringify(firstAddress) : null,
            firstAddress?.country_id ?? owner.site.default_country_id,
            cart.shipping_method,
          ],
        );
        for (const [position, line] of lines.entries()) {
          await tx.query(
            `INSERT INTO checkout_lines (checkout_id, product_id, quantity, seen_price, position)
             VALUES ($1, $2, $3, $4, $5)`,
            [row?.id, line.product_id, line.quantity, convertAmount(line.price, base, selected), position],
          );
        }
        return { status: true, slug };
      });
    },

    /**
     * §7 fetch: the checkout priced now. The payment step (4) first saves what the shipping step chose; the
     * prices answered become the ones confirm holds the order to. A confirmed checkout still answers (the
     * success step shows its order); an invalidated one is a 409.
     */
    async fetch(owner: CartOwner, body: CheckoutFetchRequest): Promise<CheckoutData> {
      const checkout = await db.transaction(async (tx) => {
        const row = await loadCheckout(tx, owner, body.slug, { lock: true });
        if (row.status === 'invalidated') throw checkoutError(409, CHECKOUT_MESSAGES.closed, 'slug');
        if (row.status === 'open' && body.step === CheckoutStep.PAYMENT) {
          await applyChoices(tx, row, {
            email: body.email,
            address: body.address,
            shipping: body.shipping,
            delivery: body.delivery,
            parcel_shop: body.parcel_shop,
            country: body.country,
          });
        }
        return loadCheckout(tx, owner, body.slug);
      });
      const { quote, data } = await answer(owner, checkout, body.language_id);
      if (checkout.status === 'open') {
        for (const line of quote.lines) {
          if (line.price === line.seen_price) continue;
          await db.query(
            'UPDATE checkout_lines SET seen_price = $3 WHERE checkout_id = $1 AND product_id = $2',
            [checkout.id, line.product_id, line.price],
          );
        }
      }
      return data;
    },

    update(owner: CartOwner, body: CheckoutUpdateRequest): Promise<CheckoutData> {
      return change(owner, body.slug, body.language_id, (tx, checkout) => applyChoices(tx, checkout, body));
    },

    /** A code (any case) onto the checkout, or null to take it off. */
    applyPromotion(owner: CartOwner, body: { slug: string; language_id: number; code: string | null }) {
      return change(owner, body.slug, body.language_id, async (tx, checkout) => {
        if (body.code === null) {
          await tx.query('UPDATE checkouts SET promotion_id = NULL WHERE id = $1', [checkout.id]);
          return;
        }
        const rows = await tx.query<PromotionLimits & { min_subtotal: number }>(
          `SELECT id, min_subtotal::float8 AS min_subtotal, max_uses, max_uses_per_customer FROM promotions
           WHERE code = upper($1) AND active AND (valid_until IS NULL OR valid_until > now())`,
          [body.code],
        );
        const promotion = rows[0];
        if (!promotion) throw checkoutError(400, CHECKOUT_MESSAGES.promotionInvalid, 'code');
        // Told now rather than at confirm (which counts again, under a lock); a guest's e-mail may come later.
        await refuseIfUsedUp(tx, promotion, checkout, 400);
        if (promotion.min_subtotal > 0) {
          const language = await cartLanguage(tx, body.language_id, owner.site);
          const quote = await quoteCheckout(tx, checkout, owner.site, language, providerIds());
          if (toEuro(quote.totals.subtotal, quote.currencies.selected) < promotion.min_subtotal) {
            throw checkoutError(400, CHECKOUT_MESSAGES.promotionMinimum, 'code');
          }
        }
        await tx.query('UPDATE checkouts SET promotion_id = $2 WHERE id = $1', [checkout.id, promotion.id]);
      });
    },

    /** One outside provider (with the balance, when applied), or the balance alone when it covers the price. */
    choosePaymentMethod(
      owner: CartOwner,
      body: { slug: string; language_id: number; payment_method_id: number },
    ) {
      return change(owner, body.slug, body.language_id, async (tx, checkout) => {
        const language = await cartLanguage(tx, body.language_id, owner.site);
        const quote = await quoteCheckout(
          tx,
          { ...checkout, payment_method_id: body.payment_method_id },
          owner.site,
          language,
          providerIds(),
        );
        if (body.payment_method_id === PaymentProvider.BALANCE) {
          if (quote.balance === null || quote.totals.final > 0) {
            throw checkoutError(400, CHECKOUT_MESSAGES.balanceInsufficient, 'payment_method_id');
          }
        } else if (!quote.paymentMethods.some((method) => method.id === body.payment_method_id)) {
          throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
        }
        await tx.query('UPDATE checkouts SET payment_method_id = $2 WHERE id = $1', [
          checkout.id,
          body.payment_method_id,
        ]);
      });
    },

    /** §4: the balance comes off once (a second time is a 409); balance-only payment then needs a provider. */
    async removeBalance(owner: CartOwner, slug: string): Promise<{ status: boolean }> {
      await db.transaction(async (tx) => {
        const checkout = await loadCheckout(tx, owner, slug, { lock: true });
        requireOpen(checkout);
        if (checkout.balance_removed) {
          throw checkoutError(409, CHECKOUT_MESSAGES.balanceAlreadyRemoved, 'slug');
        }
        await tx.query(
          `UPDATE checkouts SET balance_removed = true, updated_at = now(),
             payment_method_id = CASE WHEN payment_method_id = $2 THEN NULL ELSE payment_method_id END
           WHERE id = $1`,
          [checkout.id, PaymentProvider.BALANCE],
        );
      });
      return { status: true };
    },

    /** §4: leaving checkout ends it (the cart stays). Idempotent, as its 2 retries need. */
    async invalidate(owner: CartOwner, slug: string): Promise<{ status: boolean }> {
      const checkout = await loadCheckout(db, owner, slug);
      if (checkout.status === 'open') {
        await db.query(
          "UPDATE checkouts SET status = 'invalidated', updated_at = now() WHERE id = $1 AND status = 'open'",
          [checkout.id],
        );
      }
      return { status: true };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** The couriers of a site in the order delivery indexes count them (as the answer lists them). */
function siteCouriers(tx: Queryable, siteId: number) {
  return tx.query<{ id: number }>(
    'SELECT id FROM delivery_couriers WHERE site_id = $1 OR site_id IS NULL ORDER BY position, id',
    [siteId],
  );
}
