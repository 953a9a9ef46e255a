import { ConfigError } from '@storefront/service-kit';
import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';

test('a bad variable is named in the error', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
});

test('production refuses to start without a cookie secret', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/COOKIE_SECRET/);
});

test('development makes a random cookie secret so npm start needs no setup', () => {
  const a = loadConfig({});
  const b = loadConfig({});
  expect(a.COOKIE_SECRET).toHaveLength(64);
  expect(a.COOKIE_SECRET).not.toBe(b.COOKIE_SECRET);
});

test('outside production the bff listens on loopback unless HOST says otherwise', () => {
  expect(loadConfig({}).HOST).toBe('127.0.0.1');
  expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) }).HOST).toBe('0.0.0.0');
});

test('vendor scripts load in production only unless MARKETING_INTEGRATIONS says otherwise', () => {
  expect(loadConfig({}).MARKETING_INTEGRATIONS).toBe(false);
  expect(loadConfig({ MARKETING_INTEGRATIONS: 'on' }).MARKETING_INTEGRATIONS).toBe(true);
  const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) };
  expect(loadConfig(production).MARKETING_INTEGRATIONS).toBe(true);
  expect(loadConfig({ ...production, MARKETING_INTEGRATIONS: 'off' }).MARKETING_INTEGRATIONS).toBe(false);
  expect(() => loadConfig({ MARKETING_INTEGRATIONS: 'yes' })).toThrowError(/MARKETING_INTEGRATIONS/);
});
