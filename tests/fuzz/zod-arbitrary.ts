// fast-check arbitraries read off the contract's zod schemas (zod 4 definitions): values a schema is built to
// accept, and the hostile values a fuzzer swaps in. Only the request-side kinds the contract uses are modelled;
// checks zod cannot describe (refinements) are ignored, so a "valid" value is a likely-valid one: the fuzz test
// asks the schema itself which it is.
import fc from 'fast-check';
import type { z } from 'zod';

interface Check {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
  prefix?: string;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: Check } }>;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** Whether an object key may be left out: an optional or defaulted field. */
function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'nullable' && def.innerType) return isOptional(def.innerType);
  return false;
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  const checks = checksOf(def);
  const integer = checks.some(
    (check) => check.check === 'number_format' && (check.format === 'safeint' || check.format === 'int32'),
  );
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = check.inclusive ? check.value : check.value + (integer ? 1 : Number.EPSILON);
    } else if (check.check === 'less_than' && check.value !== undefined) {
      max = check.inclusive ? check.value : check.value - (integer ? 1 : Number.EPSILON);
    }
  }
  if (integer) {
    // Small values are where rows are; the bounds themselves are where mistakes are.
    const low = Math.ceil(min ?? -1000);
    const high = Math.floor(max ?? 1_000_000);
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: low, max: Math.max(low, Math.min(high, low + 100)) }) },
      { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
      { weight: 1, arbitrary: fc.constantFrom(low, high) },
    );
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 40;
  let pattern: RegExp | undefined;
  let prefix = '';
  let email = def.format === 'email';
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(check.maximum, 300);
    if (check.check === 'string_format') {
      if (check.format === 'regex' && check.pattern) pattern = check.pattern;
      if (check.format === 'starts_with' && check.prefix !== undefined) prefix = check.prefix;
      if (check.format === 'email') email = true;
    }
  }
  if (email) return fc.emailAddress();
  if (pattern) {
    // No filter on the length (a long minimum would starve it): a value outside the bounds is simply an invalid
    // case, which the fuzz test tells apart by asking the schema.
    const size = minLength > 8 ? 'large' : 'small';
    // fast-check cannot generate from a case-insensitive pattern; its case-sensitive twin's strings match it too.
    const generating = pattern.flags.includes('i')
      ? new RegExp(pattern.source, pattern.flags.replace('i', ''))
      : pattern;
    return fc.stringMatching(generating, { size }).map((value) => value.slice(0, maxLength));
  }
  const rest = Math.max(0, maxLength - prefix.length);
  return fc
    .string({ minLength: Math.max(0, minLength - prefix.length), maxLength: Math.min(rest, 40) })
    .map((value) => prefix + value);
}

/** Values the schema is built to accept (JSON values: what a client sends). */
export function validArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) model[key] = validArbitrary(field);
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key] as z.ZodType));
      return fc.record(model, { requiredKeys });
    }
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? 5;
      return fc.array(validArbitrary(def.element as z.ZodType), {
        minLength,
        maxLength: Math.min(maxLength, Math.max(minLength, 5)),
      });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(validArbitrary));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validArbitrary(def.innerType as z.ZodType);
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 3, arbitrary: validArbitrary(def.innerType as z.ZodType) },
      );
    case 'pipe': {
      // A transform's output says nothing about what goes in; otherwise the output is the stricter side.
      const out = defOf(def.out as z.ZodType);
      return validArbitrary((out.type === 'transform' ? def.in : def.out) as z.ZodType);
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), validArbitrary(def.valueType as z.ZodType), {
        maxKeys: 3,
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Numbers around every bound a schema or a database has, and the ones JSON cannot carry. */
const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Strings a URL or a JSON body may carry that no schema expects. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\r\nX-Injected: 1',
    '%ZZ',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '2147483648',
    '-1',
    '1e400',
    '0x10',
    'NaN',
    'null',
    'true',
    '__proto__',
    '\uD800',
    '\uDFFF\uD800',
    '\u202E\u2028\u2029',
    'ä'.repeat(201),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 201, max: 5_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 0, max: 2 ** 40 }).map(String),
);

/** An object whose own key rewrites a prototype once merged (`__proto__`), or a class's (`constructor.prototype`). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): void {
  // Plain assignment of `__proto__` would set the prototype instead of adding the key JSON.parse would add.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const prototypePolluter: fc.Arbitrary<unknown> = fc.constantFrom('proto', 'constructor').map((kind) => {
  const value: Record<string, unknown> = {};
  withOwnKey(
    value,
    kind === 'proto' ? '__proto__' : 'constructor',
    kind === 'proto' ? { polluted: true } : { prototype: { polluted: true } },
  );
  return value;
});

/** Any JSON-ish value that is probably wrong where it lands: boundary numbers, hostile strings, wrong types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [1, 'a'], { a: 1 }, [2 ** 31], [[1]]),
  },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...BOUNDARY_NUMBERS), { minLength: 1, maxLength: 120 }) },
  { weight: 1, arbitrary: prototypePolluter },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
