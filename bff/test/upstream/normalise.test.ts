import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { normalise } from '../../src/upstream/normalise.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';

const schema = z.object({ id: z.number(), name: z.string() });
const fail = (statusCode: number, body: unknown): UpstreamError => {
  try {
    normalise('thing', { statusCode, headers: {}, body }, schema);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('expected a failure');
};

describe('normalise (spec §5)', () => {
  test('a success is parsed by the schema, unknown fields stripped', () => {
    const value = normalise(
      'thing',
      { statusCode: 200, headers: {}, body: { id: 1, name: 'a', secret: 'x' } },
      schema,
    );
    expect(value).toEqual({ id: 1, name: 'a' });
  });

  test('a success that breaks the contract is a 502', () => {
    expect(fail(200, { id: 'one' }).body).toMatchObject({
      statusCode: 502,
      code: 'UPSTREAM_INVALID_RESPONSE',
    });
  });

  test('{status:false, message} with a 200 becomes a 422 carrying the message', () => {
    expect(fail(200, { status: false, message: 'Cart expired' }).body).toEqual({
      statusCode: 422,
      code: 'UPSTREAM_ERROR',
      message: 'Cart expired',
      retryable: false,
    });
  });

  test('an errors field becomes named fields', () => {
    expect(fail(200, { errors: { email: ['Taken'] } }).body.fields).toEqual({ email: 'Taken' });
  });

  test('a 401 stays a 401 with its message', () => {
    expect(fail(401, { message: 'Session expired' }).body).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Session expired',
    });
  });

  test('a 404 in the shared error shape keeps its code and fields', () => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'No such product', retryable: false };
    expect(fail(404, body).body).toEqual(body);
  });

  test('a 500 becomes a 502 without passing on the shop message', () => {
    const error = fail(500, { message: 'at Db.query (/srv/db.js:10)' });
    expect(error.body).toMatchObject({ statusCode: 502, code: 'UPSTREAM_ERROR' });
    expect(error.body.message).not.toContain('Db.query');
  });

  test('503 and 504 after the retries become 503 unavailable and 504 time-out', () => {
    expect(fail(503, {}).body).toMatchObject({ statusCode: 503, retryable: true });
    expect(fail(504, {}).body).toMatchObject({ statusCode: 504, retryable: true });
  });
});
