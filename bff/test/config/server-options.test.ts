import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { serverOptions, trustedProxies } from '../../src/config/server-options.js';

test('no proxy is trusted unless configured', () => {
  expect(serverOptions(loadConfig({})).trustProxy).toBe(false);
});

test('TRUSTED_PROXIES becomes the list Fastify checks peers against', () => {
  const config = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12 ,uniquelocal' });
  expect(trustedProxies(config)).toEqual(['10.0.0.1', '172.16.0.0/12', 'uniquelocal']);
});

test('a host name in TRUSTED_PROXIES is refused at start, since it would never match a peer', () => {
  expect(() => loadConfig({ TRUSTED_PROXIES: 'lb' })).toThrowError(/TRUSTED_PROXIES: must list IP addresses/);
});

test('keep-alive outlives a load balancer idle time and requests are bounded', () => {
  const options = serverOptions(loadConfig({}));
  expect(options.keepAliveTimeout).toBeGreaterThan(60_000);
  expect(options.requestTimeout).toBeGreaterThan(0);
  expect(options.bodyLimit).toBe(1024 * 1024);
});

test('an empty variable counts as unset (docker-compose passes an unset X:- on as empty)', () => {
  const config = loadConfig({ SENTRY_DSN: '', TRUSTED_PROXIES: '', PORT: '' });
  expect(config.SENTRY_DSN).toBeUndefined();
  expect(config.PORT).toBe(3000);
  expect(serverOptions(config).trustProxy).toBe(false);
});
