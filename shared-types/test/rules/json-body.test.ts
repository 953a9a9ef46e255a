import { describe, expect, test } from 'vitest';
import {
  JsonBodyError,
  NAMED_PATH_SEGMENTS,
  parseJsonBody,
  prototypeKeyPath,
} from '../../src/rules/json-body.js';

function refusal(text: string): { statusCode: number; fields: Record<string, string> } {
  try {
    parseJsonBody(text);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonBodyError);
    return error as JsonBodyError;
  }
  throw new Error(`${text} was accepted`);
}

describe('parseJsonBody', () => {
  test('an ordinary body is its value', () => {
    expect(parseJsonBody('{"langIso":"lt","params":{"limit":5}}')).toEqual({
      langIso: 'lt',
      params: { limit: 5 },
    });
    expect(parseJsonBody('[1,"constructor"]')).toEqual([1, 'constructor']);
    // A key that only contains the words, or a constructor without a prototype, is no attack.
    expect(parseJsonBody('{"my__proto__x":1,"constructor":{"name":"x"}}')).toEqual({
      my__proto__x: 1,
      constructor: { name: 'x' },
    });
  });

  test('an empty or malformed body is a 400 naming the body as a whole ($)', () => {
    for (const text of ['', '  ', '{"langIso":', 'nope', '{"a":1}}']) {
      expect(refusal(text), JSON.stringify(text)).toMatchObject({
        statusCode: 400,
        fields: { $: expect.any(String) },
      });
    }
  });

  test('a __proto__ key anywhere is a 400 naming where it is', () => {
    // A computed key: a literal `__proto__:` would set the prototype instead of naming a field.
    expect(refusal('{"langIso":"lt","__proto__":{"isAdmin":true}}').fields).toEqual({
      ['__proto__']: 'A prototype key is not allowed',
    });
    expect(Object.keys(refusal('{"locale":"lt","params":{"__proto__":{"x":1}}}').fields)).toEqual([
      'params.__proto__',
    ]);
    expect(Object.keys(refusal('{"filters":{"f.manufacturer":[{"__proto__":null}]}}').fields)).toEqual([
      'filters.f.manufacturer.0.__proto__',
    ]);
    // Spelt with JSON escapes it is the same key once parsed.
    expect(Object.keys(refusal('{"\\u005f_proto__":{}}').fields)).toEqual(['__proto__']);
  });

  test('constructor.prototype is refused like __proto__', () => {
    expect(Object.keys(refusal('{"a":{"constructor":{"prototype":{"polluted":1}}}}').fields)).toEqual([
      'a.constructor.prototype',
    ]);
  });

  test('nothing is polluted on the way', () => {
    refusal('{"__proto__":{"polluted":"yes"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

test('prototypeKeyPath walks a deeply nested body without recursion, and names a deep path by its ends', () => {
  const depth = 50_000;
  const deep = JSON.parse(`${'{"a":'.repeat(depth)}{"__proto__":1}${'}'.repeat(depth)}`);
  const ends = NAMED_PATH_SEGMENTS / 2;
  expect(prototypeKeyPath(deep)).toBe(
    [
      ...Array(ends).fill('a'),
      `…(${depth + 1 - NAMED_PATH_SEGMENTS} keys)…`,
      ...Array(ends - 1).fill('a'),
      '__proto__',
    ].join('.'),
  );
});

test('a path of up to NAMED_PATH_SEGMENTS keys is named in full', () => {
  const keys = Array.from({ length: NAMED_PATH_SEGMENTS - 1 }, (_, index) => `k${index}`);
  const body = JSON.parse(
    `${keys.map((key) => `{"${key}":`).join('')}{"__proto__":1}${'}'.repeat(keys.length)}`,
  );
  expect(prototypeKeyPath(body)).toBe([...keys, '__proto__'].join('.'));
});

test('the refusal of a body nested 500,000 deep (under 1 MiB of arrays) stays small', () => {
  // An attacker's body: the error names the path's ends, not half a million segments twice over.
  const depth = 500_000;
  const error = refusal(`{"x":${'['.repeat(depth)}{"__proto__":1}${']'.repeat(depth)}}`);
  const [field] = Object.keys(error.fields);
  expect(field).toMatch(/^x\.0\.0\..*…\(\d+ keys\)….*\.0\.__proto__$/);
  expect(JSON.stringify(error.fields).length).toBeLessThan(200);
});
