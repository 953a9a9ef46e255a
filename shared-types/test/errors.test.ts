import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, apiErrorSchema, fieldErrorsFromZod, ROOT_FIELD, validationError } from '../src/errors.js';

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
