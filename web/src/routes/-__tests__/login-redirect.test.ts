import { describe, expect, it } from 'vitest';
import { Route } from '../{-$locale}/login';

// The login page's `?redirect=` is where the visitor goes after signing in: only a path a browser keeps on this
// site survives the route's search validation (shared-types safeRedirectPath, the bff's redirect rule too).
const redirectOf = (redirect: unknown) =>
  (Route.options.validateSearch as (search: Record<string, unknown>) => { redirect?: string })({ redirect })
    .redirect;

describe('login ?redirect=', () => {
  it('keeps a path on this site', () => {
    expect(redirectOf('/lt/account/orders?page=2')).toBe('/lt/account/orders?page=2');
  });

  it.each([
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    '/%09/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
  ])('drops %j, which a browser resolves off-site (or would after a decode)', (value) => {
    expect(redirectOf(value)).toBeUndefined();
  });
});
