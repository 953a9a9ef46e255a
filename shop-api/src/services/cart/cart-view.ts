import {
  CART_RESERVATION_ERRORS,
  type Cart,
  type CartItem,
  type CartShipping,
  type Currency,
  convertAmount,
  DEFAULT_SHIPPING_METHOD,
  type LanguageCode,
  type ShippingMethod,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { SiteRow } from '../config/site-resolver.js';
import type { CartCurrencies } from './cart-currency.js';
import type { CartOwner } from './cart-owner.js';
import { heldElsewhere } from './reservations.js';
import { shippingQuote } from './shipping-quote.js';

export const NAME_COLUMN: Record<LanguageCode, string> = {
  en: 'name_en',
  lt: 'name_lt',
  lv: 'name_lv',
  ee: 'name_ee',
};

/**
 * The iso code of a §7 language_id; an id the shop does not know gets the site's default language (a stale id
 * from an old page should still show the cart, not fail it).
 */
export async function cartLanguage(db: Queryable, languageId: number, site: SiteRow): Promise<LanguageCode> {
  const rows = await db.query<{ iso_code: LanguageCode }>(
    `SELECT iso_code, 0 AS rank FROM languages WHERE id = $1
     UNION ALL SELECT iso_code, 1 AS rank FROM languages WHERE id = $2 ORDER BY rank`,
    [languageId, site.default_language_id],
  );
  const iso = rows.find((row) => row.iso_code in NAME_COLUMN)?.iso_code;
  return iso ?? 'en';
}

interface LineRow {
  id: number;
  product_id: number;
  kind: 'p' | 'o';
  sku: string;
  name: string;
  slug: string;
  image: string | null;
  manufacturer: string | null;
  category: string | null;
  price: number;
  quantity: number;
  product_max: number;
  /** Stock less what other carts hold. */
  available: number;
  held: boolean;
  reserved_until: string | null;
}

export interface CartLines {
  cartId: number | null;
  shippingMethod: ShippingMethod;
  currencyId: number | null;
  lines: LineRow[];
}

/** The cart's row and its lines with what the view needs; an owner without a cart has an empty one. */
export async function readCart(
  db: Queryable,
  cartId: number | null,
  language: LanguageCode,
): Promise<CartLines> {
  if (cartId === null)
    return { cartId, shippingMethod: DEFAULT_SHIPPING_METHOD, currencyId: null, lines: [] };
  const [carts, lines] = await Promise.all([
    db.query<{ shipping_method: ShippingMethod; currency_id: number | null }>(
      'SELECT shipping_method, currency_id FROM carts WHERE id = $1',
      [cartId],
    ),
    db.query<LineRow>(
      `SELECT cl.id, cl.product_id, p.kind, p.sku, p.${NAME_COLUMN[language]} AS name, p.slug, p.images[1] AS image,
         m.name AS manufacturer, coalesce(c.name ->> $2, c.name ->> 'en') AS category,
         p.current_price::float8 AS price, cl.quantity, p.max_quantity AS product_max,
         p.stock - ${heldElsewhere('cl.product_id', 'cl.cart_id')} AS available,
         coalesce(cl.reserved_until > now(), false) AS held,
         to_char(cl.reserved_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS reserved_until
       FROM cart_lines cl JOIN products p ON p.id = cl.product_id
       LEFT JOIN manufacturers m ON m.id = p.manufacturer_id LEFT JOIN categories c ON c.id = p.category_id
       WHERE cl.cart_id = $1 ORDER BY cl.id`,
      [cartId, language],
    ),
  ]);
  const cart = carts[0];
  return {
    cartId: cart ? cartId : null,
    shippingMethod: cart?.shipping_method ?? DEFAULT_SHIPPING_METHOD,
    currencyId: cart?.currency_id ?? null,
    lines: cart ? lines : [],
  };
}

/** Whether a fetch should try to hold lines again: some line's hold lapsed. */
export const hasLapsedLine = (cart: CartLines) => cart.lines.some((line) => !line.held);

/** The §3 cart answer: prices and shipping converted from the shop's currency to the selected one. */
export async function cartView(
  db: Queryable,
  owner: CartOwner,
  cart: CartLines,
  currencies: CartCurrencies,
): Promise<Cart> {
  const convert = (amount: number) => convertAmount(amount, currencies.base, currencies.selected);
  const items: CartItem[] = cart.lines.map((line) => ({
    id: line.id,
    product_id: line.product_id,
    kind: line.kind,
    sku: line.sku,
    name: line.name,
    slug: line.slug,
    image: line.image,
    manufacturer: line.manufacturer,
    category: line.category,
    price: convert(line.price),
    quantity: line.quantity,
    max_quantity: Math.max(0, Math.min(line.product_max, line.available)),
    out_of_stock: line.quantity > line.available,
  }));
  let shipping: CartShipping | null = null;
  if (items.length > 0) {
    const quote = await shippingQuote(db, owner.site.id, cart.lines);
    shipping = { shipping_methods: convertEach(quote.shipping_methods, convert), shipping_discounts: {} };
    shipping.shipping_discounts = convertEach(quote.shipping_discounts, convert);
  }
  // The hold that ends first is when the cart's reservation ends.
  const holds = cart.lines.filter((line) => line.held && line.reserved_until).map((l) => l.reserved_until);
  const expiration = holds.length > 0 ? ([...holds].sort()[0] ?? null) : null;
  return {
    items,
    delivery: items.length > 0 ? { country_id: owner.site.default_country_id, delivery_fee: 0 } : null,
    shipping,
    shipping_method: cart.shippingMethod,
    currency: currencies.selected satisfies Currency,
    expiration,
    reservation_error: items.some((item) => item.out_of_stock) ? CART_RESERVATION_ERRORS.outOfStock : null,
  };
}

function convertEach(
  amounts: CartShipping['shipping_methods'],
  convert: (amount: number) => number,
): CartShipping['shipping_methods'] {
  const result: CartShipping['shipping_methods'] = {};
  for (const [method, amount] of Object.entries(amounts) as Array<[ShippingMethod, number | undefined]>) {
    if (amount !== undefined) result[method] = convert(amount);
  }
  return result;
}
