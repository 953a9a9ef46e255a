// A sandbox payment provider that behaves like a real one, for development and tests: its own origin (its own
// listener), a server API authenticated with the secret (open, status, cancel; idempotent open), a hosted payment
// page where the shopper pays, declines or fails, a redirect back to the storefront, and signed server-to-server
// notifications, retried with back-off until the shop answers 2xx. The shop must never trust the redirect.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { z } from 'zod';
import requestLog from '../plugins/request-log.js';
import { paymentPage, resultPage } from './page.js';
import { SIGNATURE_HEADER, sign } from './signature.js';

export type SandboxStatus = 'pending' | 'succeeded' | 'declined' | 'failed' | 'cancelled';
export const SANDBOX_METHODS = ['card', 'wallet', 'regional'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

export interface SandboxPayment {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  method: SandboxMethod;
  status: SandboxStatus;
  return_urls: { accept: string; decline: string; fail: string };
  notify_url: string;
  created: number;
}

export interface SandboxOptions {
  /** Authenticates the shop's API calls and signs the notifications. */
  secret: string;
  /** The origin shoppers reach this provider on (its payment page links); set once listening when omitted. */
  publicOrigin?: string;
  /** Notification attempts per event (the first plus retries) and the first retry's delay, doubling after. */
  notifyAttempts?: number;
  notifyRetryDelayMs?: number;
  /** Its log (`npm start`: the services' format, one line per request); none when omitted. */
  logger?: FastifyServerOptions['logger'];
}

export interface SandboxProvider {
  app: FastifyInstance;
  payments: Map<string, SandboxPayment>;
  /** Tests: false holds every notification back (the "never arrives" case); the status API still answers. */
  deliverNotifications: boolean;
  /** Resolves when every notification under way has been delivered or given up. */
  idle(): Promise<void>;
  /** The origin the payment pages are on (after listen). */
  origin(): string;
}

const createBody = z.object({
  reference: z.string().min(1).max(100),
  amount: z.number().positive().max(1e9),
  currency: z.string().regex(/^[A-Z]{3}$/),
  method: z.enum(SANDBOX_METHODS),
  return_urls: z.object({ accept: z.url(), decline: z.url(), fail: z.url() }),
  notify_url: z.url(),
});

const ACTION_STATUS = { pay: 'succeeded', decline: 'declined', fail: 'failed' } as const;

export async function createSandboxProvider(options: SandboxOptions): Promise<SandboxProvider> {
  if (options.secret.length < 32) throw new Error('The sandbox provider secret needs 32+ characters');
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, as the shop-api and the bff write (plugins/request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
  });
  await app.register(requestLog);
  const payments = new Map<string, SandboxPayment>();
  const byIdempotencyKey = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  const attempts = options.notifyAttempts ?? 6;
  const firstDelay = options.notifyRetryDelayMs ?? 1_000;
  let publicOrigin = options.publicOrigin ?? '';

  const provider: SandboxProvider = {
    app,
    payments,
    deliverNotifications: true,
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    origin: () => publicOrigin,
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onListen', async () => {
    if (publicOrigin) return;
    const address = app.server.address();
    if (address && typeof address === 'object') publicOrigin = `http://localhost:${address.port}`;
  });

  const secret = Buffer.from(options.secret);
  function authorised(header: string | undefined): boolean {
    const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
    return given.length === secret.length && timingSafeEqual(given, secret);
  }
  const view = (p: SandboxPayment) => ({
    id: p.id,
    reference: p.reference,
    amount: p.amount,
    currency: p.currency,
    method: p.method,
    status: p.status,
  });

  /** Posts one signed event, retried with back-off on a failure or a non-2xx, as providers do. */
  function notify(payment: SandboxPayment): void {
    const event = {
      event_id: `evt_${randomBytes(12).toString('hex')}`,
      type: `payment.${payment.status}`,
      created: Math.floor(Date.now() / 1000),
      data: view(payment),
    };
    const body = JSON.stringify(event);
    const delivery = (async () => {
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (attempt > 0) {
          // unref: a retry waiting does not keep a closing process alive
          await new Promise((r) => setTimeout(r, firstDelay * 2 ** (attempt - 1)).unref());
        }
        if (!provider.deliverNotifications) return;
        try {
          const response = await fetch(payment.notify_url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: sign(options.secret, body, Math.floor(Date.now() / 1000)),
            },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          await response.body?.cancel();
          if (response.ok) return;
        } catch {
          // the shop is down or slow: the next attempt, or the shop asks for the status itself
        }
      }
    })();
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  // ── Server API (the shop's adapter) ──────────────────────────────────────────────────────────────────────
  app.post('/v1/payments', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.code(401).send({ error: 'unauthorised' });
    const parsed = createBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid request', issues: parsed.error.issues });
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    const existing = known ? payments.get(known) : undefined;
    const payment: SandboxPayment = existing ?? {
      id: `sbx_${randomBytes(12).toString('hex')}`,
      ...parsed.data,
      status: 'pending',
      created: Date.now(),
    };
    if (!existing) {
      payments.set(payment.id, payment);
      if (typeof key === 'string') byIdempotencyKey.set(key, payment.id);
    }
    return reply
      .code(existing ? 200 : 201)
      .send({ ...view(payment), redirect_url: `${publicOrigin}/pay/${payment.id}` });
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.code(401).send({ error: 'unauthorised' });
    const payment = payments.get(request.params.id);
    return payment ? view(payment) : reply.code(404).send({ error: 'no such payment' });
  });

  app.post<{ Params: { id: string } }>('/v1/payments/:id/cancel', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return reply.code(401).send({ error: 'unauthorised' });
    const payment = payments.get(request.params.id);
    if (!payment) return reply.code(404).send({ error: 'no such payment' });
    if (payment.status === 'pending') payment.status = 'cancelled';
    return view(payment);
  });

  // ── The hosted payment page (the shopper's browser) ──────────────────────────────────────────────────────
  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return reply.code(404).type('text/html').send(resultPage('Payment not found'));
    if (payment.status !== 'pending') {
      return reply.type('text/html').send(resultPage(`This payment is ${payment.status}.`));
    }
    return reply.type('text/html').send(paymentPage(payment));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>('/pay/:id', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return reply.code(404).type('text/html').send(resultPage('Payment not found'));
    const action = request.body?.action as keyof typeof ACTION_STATUS | undefined;
    if (!action || !(action in ACTION_STATUS)) {
      return reply.code(400).type('text/html').send(resultPage('Choose pay, decline or fail'));
    }
    if (payment.status === 'pending') {
      payment.status = ACTION_STATUS[action];
      notify(payment);
    }
    const back =
      payment.status === 'succeeded'
        ? payment.return_urls.accept
        : payment.status === 'declined'
          ? payment.return_urls.decline
          : payment.status === 'failed'
            ? payment.return_urls.fail
            : null;
    if (!back) return reply.type('text/html').send(resultPage(`This payment is ${payment.status}.`));
    return reply.redirect(back, 303);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // A closed provider sends nothing more (a notification under way may still land).
  app.addHook('onClose', async () => {
    provider.deliverNotifications = false;
  });
  return provider;
}
