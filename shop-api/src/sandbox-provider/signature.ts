// The sandbox provider's notification signature, as real providers do it: HMAC-SHA256 over "timestamp.body" with
// a secret both sides hold (from configuration), sent as `t=<unix seconds>,v1=<hex>`. The timestamp bounds a
// replay in time; the event id (in the body) lets the shop apply each event once.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';
/** How far a notification's timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function sign(secret: string, rawBody: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Verifies a signature header against the raw body; constant-time on the MAC. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing signature' };
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const mac = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(mac)) {
    return { ok: false, reason: 'malformed signature' };
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return { ok: false, reason: 'bad signature' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale timestamp' };
  return { ok: true };
}
