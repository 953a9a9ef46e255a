import { describe, expect, it } from 'vitest';
import { requestLogLevel, requestLogMessage } from '../../src/rules/request-log.js';

describe('requestLogLevel', () => {
  it('logs pages and API calls as information, whatever their 2xx-4xx status', () => {
    expect(requestLogLevel('/lt/c/phones?az=price_asc', 200)).toBe('info');
    expect(requestLogLevel('/api/catalogue/search', 200)).toBe('info');
    // A shopper's missing category or product is an ordinary answer, not a warning.
    expect(requestLogLevel('/lt/c/no-such-category', 404)).toBe('info');
    expect(requestLogLevel('/api/catalogue/products/nope', 404)).toBe('info');
    expect(requestLogLevel('/api/auth/login', 401)).toBe('info');
  });

  it('keeps static files, images and probes at debug, missing ones included', () => {
    for (const url of [
      '/assets/entry-client-abc.js',
      '/site-assets/brands/3/logo.svg',
      '/img/shop/products/1/1.png?f=webp&w=300',
      '/img?url=https%3A%2F%2Fcdn.example%2Fa.png',
      '/images/products/12/1.png',
      '/favicon.ico',
      '/robots.txt',
      '/healthz',
      '/readyz',
      '/metrics',
      '/@vite/client',
      '/src/entry-client.tsx',
    ]) {
      expect(requestLogLevel(url, 200), url).toBe('debug');
    }
    expect(requestLogLevel('/assets/gone-123.js', 404)).toBe('debug');
  });

  it('does not take a page whose path only starts like a static prefix for one', () => {
    expect(requestLogLevel('/imgages', 200)).toBe('info');
    expect(requestLogLevel('/lt/assets', 200)).toBe('info');
  });

  it('warns about a server failure, static or not (its cause is logged as an error where it happened)', () => {
    expect(requestLogLevel('/lt', 503)).toBe('warn');
    expect(requestLogLevel('/img/shop/x.png', 502)).toBe('warn');
  });
});

describe('requestLogMessage', () => {
  it('is method, URL, status and whole milliseconds on one line', () => {
    expect(requestLogMessage('GET', '/lt/c/phones', 200, 12.4)).toBe('GET /lt/c/phones 200 12 ms');
  });
});
