import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createParsedInputCache, plainJsonKey } from '../../../src/routes/api/parsed-input-cache.js';

/** A schema that counts its runs: a transform runs once per parse. */
function countingSchema() {
  let runs = 0;
  const schema = z
    .object({
      locale: z.string(),
      limit: z.number().int().default(48),
      filters: z.record(z.string(), z.array(z.string())),
    })
    .transform((value) => {
      runs += 1;
      return value;
    });
  return { schema, runs: () => runs };
}

describe('plainJsonKey', () => {
  test('plain JSON gives its text', () => {
    expect(plainJsonKey({ a: [1, 'x', null, { b: true }] })).toBe('{"a":[1,"x",null,{"b":true}]}');
    expect(plainJsonKey(Object.assign(Object.create(null), { a: 1 }))).toBe('{"a":1}');
  });

  test.each([
    ['an undefined property', { a: undefined }],
    ['undefined itself', undefined],
    ['NaN', { a: Number.NaN }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['minus zero', { a: -0 }],
    ['a Date', { a: new Date(0) }],
    ['a class instance', { a: new URL('https://example.test/') }],
    ['a function', { a: () => 1 }],
  ])('%s is not plain JSON (its text would stand for other input too)', (_what, value) => {
    expect(plainJsonKey(value)).toBeNull();
  });
});

describe('parseOnce', () => {
  test('the same input is parsed once and the value is the same frozen object', () => {
    const parseOnce = createParsedInputCache();
    const { schema, runs } = countingSchema();
    const first = parseOnce('search body', schema, { locale: 'lt', filters: { colour: ['red'] } }) as {
      limit: number;
      filters: Record<string, string[]>;
    };
    const second = parseOnce('search body', schema, { locale: 'lt', filters: { colour: ['red'] } });
    expect(second).toBe(first);
    expect(first.limit).toBe(48);
    expect(runs()).toBe(1);
    // A handler cannot change what the next caller receives.
    expect(Object.isFrozen(first.filters.colour)).toBe(true);
    expect(() => {
      (first.filters.colour as string[]).push('blue');
    }).toThrow(TypeError);
  });

  test('other input, or the same under another scope, is parsed on its own', () => {
    const parseOnce = createParsedInputCache();
    const { schema, runs } = countingSchema();
    parseOnce('search body', schema, { locale: 'lt', filters: {} });
    parseOnce('search body', schema, { locale: 'lv', filters: {} });
    parseOnce('other body', schema, { locale: 'lt', filters: {} });
    expect(runs()).toBe(3);
  });

  test('input that fails throws every time and is never kept', () => {
    const parseOnce = createParsedInputCache();
    const { schema, runs } = countingSchema();
    const bad = { locale: 'lt', limit: 1.5, filters: {} };
    expect(() => parseOnce('search body', schema, bad)).toThrow(z.ZodError);
    expect(() => parseOnce('search body', schema, bad)).toThrow(z.ZodError);
    expect(runs()).toBe(0);
  });

  test('input that is not plain JSON is parsed each time (NaN is not the null its text says)', () => {
    const parseOnce = createParsedInputCache();
    const schema = z.object({ limit: z.number().nullable() });
    expect(parseOnce('body', schema, { limit: null })).toEqual({ limit: null });
    expect(() => parseOnce('body', schema, { limit: Number.NaN })).toThrow(z.ZodError);
  });
});
