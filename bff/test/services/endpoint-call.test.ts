import { CALL_POLICIES, ENDPOINTS } from '@storefront/shared-types';
import { describe, expect, test } from 'vitest';
import { callName, upstreamCall } from '../../src/services/endpoint-call.js';

describe('upstreamCall (a shop call from the endpoint contract)', () => {
  test('a POST takes the contract method, path and policy, and carries the body, serialised once', () => {
    expect(upstreamCall('currentUser', { body: {} })).toEqual({
      call: 'current-user',
      method: 'POST',
      path: '/api/auth/getCurrentUser',
      policy: 'currentUser',
      body: {},
      payload: '{}',
    });
  });

  test('a GET gets its query string and no body', () => {
    const call = upstreamCall('slugList', { query: { kind: 'p', from: 10, limit: 500 } });
    expect(call).toEqual({
      call: 'slug-list',
      method: 'GET',
      path: '/api/catalogue/slugs?kind=p&from=10&limit=500',
      policy: 'default',
    });
  });

  test('a multi-segment slug fills the `*`, each segment encoded and the slashes kept', () => {
    const call = upstreamCall('marketplaceProduct', {
      params: { '*': 'brand/ä b' },
      query: { locale: 'lt' },
    });
    expect(call.path).toBe('/api/catalogue/marketplace-products/brand/%C3%A4%20b?locale=lt');
  });

  test("§7 translations: the browser's own call gets its own, longer policy", () => {
    const body = { locale: 'lt' } as const;
    expect(upstreamCall('translations', { body }).policy).toBe('translationsServer');
    expect(upstreamCall('translations', { body }, { browser: true }).policy).toBe('translationsClient');
    expect(CALL_POLICIES.translationsClient.timeoutMs).toBeGreaterThan(
      CALL_POLICIES.translationsServer.timeoutMs,
    );
    // Endpoints without a browser policy keep theirs.
    expect(upstreamCall('utm', { body: { utm_source: 'x' } }, { browser: true }).policy).toBe('utm');
  });

  test('every endpoint gets a distinct call name (metrics and cache labels)', () => {
    const names = Object.keys(ENDPOINTS).map((name) => callName(name as keyof typeof ENDPOINTS));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-z]+(-[a-z]+)*$/.test(name))).toBe(true);
  });
});
