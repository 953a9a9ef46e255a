import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.js';

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
