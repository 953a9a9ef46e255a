import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiError,
  apiErrorSchema,
  clientErrorBody,
  fieldErrorsFromZod,
  ROOT_FIELD,
  validationError,
} from '../src/errors.js';

const schema = z.object({
  langIso: z.enum(['en', 'lt']),
  address: z.object({ zip: z.string().min(1) }),
  items: z.array(z.object({ quantity: z.number().int().min(1) })),
});

function failure(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('fieldErrorsFromZod', () => {
  it('maps each failing field path to its message', () => {
    const fields = fieldErrorsFromZod(
      failure({ langIso: 'xx', address: { zip: '' }, items: [{ quantity: 1 }, { quantity: 0 }] }),
    );
    expect(Object.keys(fields).sort()).toEqual(['address.zip', 'items.1.quantity', 'langIso']);
    expect(fields.langIso).toMatch(/en|lt|option/i);
  });

  it('names whole-value issues by the root key', () => {
    const result = z.object({ a: z.string() }).safeParse('nope');
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsFromZod(result.error))).toEqual([ROOT_FIELD]);
  });
});

describe('validationError', () => {
  it('builds a 400 VALIDATION_FAILED body naming the failing fields, valid against the shared shape', () => {
    const body = validationError(failure({ address: { zip: '1' }, items: [] }));
    expect(body.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.retryable).toBe(false);
    expect(body.message).toContain('langIso');
    expect(body.fields).toHaveProperty('langIso');
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });
});

describe('apiError', () => {
  it('marks only the statuses a retry can cure as retryable by default', () => {
    expect(apiError(504, 'UPSTREAM_TIMEOUT', 'Upstream timed out').retryable).toBe(true);
    expect(apiError(503, 'UPSTREAM_UNAVAILABLE', 'down').retryable).toBe(true);
    expect(apiError(401, 'UNAUTHORIZED', 'Sign in').retryable).toBe(false);
    expect(apiError(500, 'INTERNAL', 'x', { retryable: true }).retryable).toBe(true);
  });

  it('omits fields unless given', () => {
    expect(apiError(404, 'NOT_FOUND', 'Page not found')).not.toHaveProperty('fields');
    expect(apiError(409, 'CONFLICT', 'taken', { fields: { email: 'taken' } }).fields).toEqual({
      email: 'taken',
    });
  });
});

describe('clientErrorBody', () => {
  it("names the request part a framework refusal concerns (Fastify's codes)", () => {
    const badUrl = Object.assign(new Error("'/api/%ZZ' is not a valid url component"), {
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
    });
    expect(clientErrorBody(badUrl)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request: path (Malformed percent-encoding)',
      fields: { path: 'Malformed percent-encoding' },
      retryable: false,
    });
    const media = Object.assign(new Error('Unsupported Media Type'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    expect(clientErrorBody(media)?.fields).toEqual({ 'content-type': 'Unsupported media type' });
  });

  it('keeps the fields a thrown client error carries, and the status-specific code', () => {
    const refused = Object.assign(new Error('Invalid request: __proto__ (no)'), {
      statusCode: 400,
      fields: { ['__proto__']: 'no' },
    });
    expect(clientErrorBody(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ['__proto__']: 'no' },
    });
    expect(clientErrorBody(Object.assign(new Error('gone'), { statusCode: 404 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'gone',
    });
    expect(clientErrorBody(Object.assign(new Error('wait'), { statusCode: 429 }))).toMatchObject({
      code: 'RATE_LIMITED',
      retryable: true,
    });
  });

  it('is undefined for anything that is not a client error', () => {
    expect(clientErrorBody(new Error('boom'))).toBeUndefined();
    expect(clientErrorBody(Object.assign(new Error('x'), { statusCode: 503 }))).toBeUndefined();
    expect(clientErrorBody(null)).toBeUndefined();
    // An odd code never reaches the refusal table through its prototype.
    expect(
      clientErrorBody(Object.assign(new Error('x'), { statusCode: 400, code: 'toString' }))?.message,
    ).toBe('x');
  });
});
