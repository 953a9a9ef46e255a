// Shared set-up of the checkout and payment tests: a cart made straight in the database (the cart's own calls are
// tested with the cart), a sandbox provider on its own port, and the shopper's actions on its payment page.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/db/database.js';
import { createSandboxProvider, type SandboxProvider } from '../../src/sandbox-provider/app.js';
import type {
  PaymentProviderAdapter,
  PaymentProviders,
} from '../../src/services/payments/provider-adapter.js';
import { sandboxProviders } from '../../src/services/payments/sandbox-providers.js';

export const SANDBOX_SECRET = randomBytes(24).toString('hex');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A checkout's delivery address in Lithuania (country 1), new (id 0): what the checkout tests deliver to. */
export const LT_DELIVERY_ADDRESS = {
  id: 0,
  first_name: 'Ona',
  last_name: 'Pirkėja',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 612 34567',
  country_id: 1,
};

/** A guest's cart token (what the bff sends as x-cart-token) and its cart on the lt site with these lines. */
export async function guestCart(
  db: Queryable,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
  options: { currencyId?: number; siteId?: number } = {},
): Promise<{ token: string; cartId: number }> {
  const token = randomBytes(32).toString('base64url');
  const [cart] = await db.query<{ id: number }>(
    'INSERT INTO carts (site_id, guest_token_hash, currency_id) VALUES ($1, $2, $3) RETURNING id',
    [options.siteId ?? 1, sha256(token), options.currencyId ?? null],
  );
  if (!cart) throw new Error('no cart');
  for (const line of lines) {
    await db.query('INSERT INTO cart_lines (cart_id, product_id, quantity) VALUES ($1, $2, $3)', [
      cart.id,
      line.productId,
      line.quantity,
    ]);
  }
  return { token, cartId: cart.id };
}

/** A signed-in user's cart (site 1) with these lines. */
export async function userCart(
  db: Queryable,
  userId: number,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
): Promise<number> {
  const [cart] = await db.query<{ id: number }>(
    `INSERT INTO carts (site_id, user_id) VALUES (1, $1)
     ON CONFLICT (user_id, site_id) WHERE user_id IS NOT NULL DO UPDATE SET updated_at = now() RETURNING id`,
    [userId],
  );
  if (!cart) throw new Error('no cart');
  await db.query('DELETE FROM cart_lines WHERE cart_id = $1', [cart.id]);
  for (const line of lines) {
    await db.query('INSERT INTO cart_lines (cart_id, product_id, quantity) VALUES ($1, $2, $3)', [
      cart.id,
      line.productId,
      line.quantity,
    ]);
  }
  return cart.id;
}

/** Shop products (kind p) with stock, cheapest first, for lines of a known price. */
export async function someProducts(
  db: Queryable,
  count: number,
): Promise<Array<{ id: number; price: number }>> {
  return db.query<{ id: number; price: number }>(
    `SELECT id, current_price::float8 AS price FROM products WHERE kind = 'p' AND stock >= 5 AND current_price > 5
     ORDER BY id LIMIT $1`,
    [count],
  );
}

export async function startSandbox(options: { notifyRetryDelayMs?: number } = {}) {
  const sandbox = await createSandboxProvider({
    secret: SANDBOX_SECRET,
    notifyRetryDelayMs: options.notifyRetryDelayMs ?? 50,
    notifyAttempts: 4,
  });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { sandbox, baseUrl, providers: sandboxProviders(baseUrl, SANDBOX_SECRET) };
}

/**
 * The shopper on the provider's page: opens it, then presses pay, decline or fail. Answers where the provider
 * sends the browser back (the storefront's /payment/… URL).
 */
export async function shopperAtProvider(
  sandbox: SandboxProvider,
  redirectUrl: string,
  action: 'pay' | 'decline' | 'fail',
): Promise<string> {
  // The page is on the provider's origin (localhost:<port>); tests reach it on loopback.
  const url = new URL(redirectUrl);
  url.hostname = '127.0.0.1';
  const page = await fetch(url);
  if (!page.ok || !(await page.text()).includes('<form')) throw new Error('no payment page');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, card_number: '4242424242424242' }).toString(),
    redirect: 'manual',
  });
  await response.body?.cancel();
  void sandbox;
  return response.headers.get('location') ?? '';
}

/**
 * The providers with a gate on opening a payment: `holdNextCreate()` makes the next `create` wait (`entered`
 * once it is called) until `release()`, so a test can run another call while a payment is being opened.
 */
export function gatedProviders(providers: PaymentProviders) {
  let held: Promise<void> | null = null;
  let signalEntered: () => void = () => {};
  const gated = new Map(
    [...providers].map(([id, adapter]): [number, PaymentProviderAdapter] => [
      id,
      {
        ...adapter,
        async create(input) {
          const gate = held;
          held = null;
          if (gate) {
            signalEntered();
            await gate;
          }
          return adapter.create(input);
        },
      },
    ]),
  );
  return {
    providers: gated as PaymentProviders,
    holdNextCreate() {
      let release: () => void = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const entered = new Promise<void>((resolve) => {
        signalEntered = resolve;
      });
      return { entered, release };
    },
  };
}
