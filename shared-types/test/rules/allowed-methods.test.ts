import { expect, test } from 'vitest';
import { createRouteMethods, methodNotAllowedError } from '../../src/rules/allowed-methods.js';

function routes() {
  const methods = createRouteMethods();
  methods.add('POST', '/api/store-config');
  methods.add('GET', '/api/catalogue/categories');
  methods.add('HEAD', '/api/catalogue/categories');
  methods.add('GET', '/api/catalogue/products/*');
  methods.add(['GET', 'POST'], '/img/:provider/*');
  methods.add('GET', '/healthz');
  // The pages' catch-all: it answers every GET, so it says nothing about one path.
  methods.add('GET', '/*');
  return methods;
}

test('the methods a path is served with, GET bringing HEAD, in the usual order', () => {
  const methods = routes();
  expect(methods.allowed('/api/store-config')).toEqual(['POST']);
  expect(methods.allowed('/api/catalogue/categories?locale=lt')).toEqual(['GET', 'HEAD']);
  expect(methods.allowed('/api/catalogue/products/phones/smart-1')).toEqual(['GET', 'HEAD']);
  expect(methods.allowed('/img/shop/products/1/1.png')).toEqual(['GET', 'HEAD', 'POST']);
  expect(methods.allowed('/healthz')).toEqual(['GET', 'HEAD']);
});

test('a path no route has (beyond the catch-all) is served with nothing: a 404, not a 405', () => {
  const methods = routes();
  expect(methods.allowed('/api/nope')).toEqual([]);
  expect(methods.allowed('/lt/c/electronics')).toEqual([]);
  expect(methods.allowed('/api/store-config/extra')).toEqual([]);
  expect(methods.allowed('/api/catalogue/products')).toEqual([]);
});

test('the path is matched decoded, as the router matches it; a malformed one matches nothing', () => {
  const methods = routes();
  expect(methods.allowed('/%61pi/store-config')).toEqual(['POST']);
  expect(methods.allowed('/api/%ZZ')).toEqual([]);
});

test('the 405 body names the method, the path and what is allowed', () => {
  expect(methodNotAllowedError('GET', '/api/store-config?x=1', ['POST'])).toEqual({
    statusCode: 405,
    code: 'METHOD_NOT_ALLOWED',
    message: 'GET is not allowed on /api/store-config (allowed: POST)',
    retryable: false,
  });
});
