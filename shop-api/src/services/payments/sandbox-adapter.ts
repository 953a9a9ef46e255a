// The adapter for the sandbox provider (card, wallet and regional alike, one method each): its server API over
// loopback with the shared secret, and its signed notifications checked with the same secret.
import { z } from 'zod';
import { SIGNATURE_HEADER, verifySignature } from '../../sandbox-provider/signature.js';
import {
  NotificationRejected,
  type PaymentProviderAdapter,
  type ProviderPayment,
} from './provider-adapter.js';

const paymentSchema = z.object({
  id: z.string().min(1).max(100),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'succeeded', 'declined', 'failed', 'cancelled']),
});
const eventSchema = z.object({
  event_id: z.string().min(1).max(100),
  type: z.string(),
  created: z.number().int(),
  data: paymentSchema,
});

const toPayment = (p: z.infer<typeof paymentSchema>): ProviderPayment => ({
  providerPaymentId: p.id,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  reference: p.reference,
});

export interface SandboxAdapterOptions {
  /** The sandbox's server API base URL (loopback). */
  baseUrl: string;
  secret: string;
  method: 'card' | 'wallet' | 'regional';
  timeoutMs?: number;
}

export function sandboxAdapter(options: SandboxAdapterOptions): PaymentProviderAdapter {
  const timeout = options.timeoutMs ?? 10_000;
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(new URL(path, options.baseUrl), {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${options.secret}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(timeout),
    });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`sandbox provider ${path}: ${response.status}`);
    return body;
  }

  return {
    async create(input) {
      const body = await call('/v1/payments', {
        method: 'POST',
        headers: { 'idempotency-key': input.idempotencyKey },
        body: JSON.stringify({
          reference: input.reference,
          amount: input.amount,
          currency: input.currency,
          method: options.method,
          return_urls: input.returnUrls,
          notify_url: input.notifyUrl,
        }),
      });
      const parsed = paymentSchema.extend({ redirect_url: z.url() }).parse(body);
      return { ...toPayment(parsed), redirectUrl: parsed.redirect_url };
    },
    async status(id) {
      return toPayment(paymentSchema.parse(await call(`/v1/payments/${encodeURIComponent(id)}`)));
    },
    async cancel(id) {
      const body = await call(`/v1/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
      return toPayment(paymentSchema.parse(body));
    },
    verifyNotification(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      const check = verifySignature(options.secret, rawBody, Array.isArray(header) ? header[0] : header);
      if (!check.ok) throw new NotificationRejected(check.reason);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new NotificationRejected('malformed body');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new NotificationRejected('malformed event');
      return { eventId: event.data.event_id, payment: toPayment(event.data.data) };
    },
  };
}
