import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.js';

describe('shop-api environment: mail', () => {
  it('defaults to .eml files under .data/mail and links to the bff on port 3000', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_DIR).toBe('.data/mail');
    expect(env.STOREFRONT_ORIGIN_TEMPLATE).toBe('http://{host}:3000');
  });

  it('takes an smtp(s) URL and refuses another scheme', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://mailpit:1025' }).SMTP_URL).toBe('smtp://mailpit:1025');
    expect(() => loadEnv({ SMTP_URL: 'http://mailpit:8025' })).toThrow(/SMTP_URL/);
  });

  it('requires SMTP_URL in production, where no mail may be written to disk with its link logged', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
    expect(loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtps://relay.example:465' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('wants {host} in the link origin', () => {
    expect(() => loadEnv({ STOREFRONT_ORIGIN_TEMPLATE: 'https://shop.example' })).toThrow(
      /STOREFRONT_ORIGIN_TEMPLATE/,
    );
  });
});
