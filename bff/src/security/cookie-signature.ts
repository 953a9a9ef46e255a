import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs the bff's cookies so that a signature holds for one cookie name on one shop site only.
 *
 * @fastify/cookie's signer covers the value alone, so any signed cookie passed as any other: a visitor's own
 * `?utm_source=…` came back signed and, sent as `session_token`, reached the shop as `Authorization: Bearer …`.
 * Here the MAC covers the shop site (the variant's upstreamHost), the cookie's name and its value, so a value
 * signed as `utm_source`, or as `session_token` on another site, does not verify.
 */
export interface CookieSigner {
  /** `value.signature`, the form stored in the cookie. */
  sign(name: string, value: string, site: string): string;
  /** The value when `signed` carries this name's and site's signature; null when absent, forged or moved. */
  unsign(name: string, signed: string | undefined, site: string): string | null;
}

export function createCookieSigner(secret: string): CookieSigner {
  // NUL separates the parts: neither a cookie name nor a host can contain it, so no two triples share an input.
  const mac = (name: string, value: string, site: string) =>
    createHmac('sha256', secret).update(`${site}\0${name}\0`).update(value).digest('base64url');

  return {
    sign: (name, value, site) => `${value}.${mac(name, value, site)}`,
    unsign(name, signed, site) {
      if (!signed) return null;
      const dot = signed.lastIndexOf('.');
      if (dot <= 0) return null;
      const value = signed.slice(0, dot);
      const actual = Buffer.from(signed.slice(dot + 1));
      const expected = Buffer.from(mac(name, value, site));
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? value : null;
    },
  };
}
