import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import errorHandler, { CLIENT_CLOSED_REQUEST, toApiError } from '../../src/plugins/error-handler.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';

describe('toApiError: every failure leaves in the one error shape', () => {
  test('an unexpected error is a bare 500: no message, no stack', () => {
    const body = toApiError(
      new TypeError("Cannot read properties of undefined (reading 'x') at /srv/app.js:1"),
    );
    expect(body).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
      retryable: false,
    });
  });

  test('a zod failure is a 400 naming each field', () => {
    const result = z.object({ langIso: z.enum(['en']), n: z.number() }).safeParse({ langIso: 'xx' });
    if (result.success) throw new Error('expected a failure');
    const body = toApiError(result.error);
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.fields ?? {})).toEqual(['langIso', 'n']);
  });

  test("Fastify's client errors keep their status (e.g. 415, 413) with a readable message", () => {
    const unsupported = Object.assign(new Error('Unsupported Media Type: text/plain'), { statusCode: 415 });
    expect(toApiError(unsupported)).toMatchObject({
      statusCode: 415,
      code: 'VALIDATION_FAILED',
      retryable: false,
    });
    const limited = Object.assign(new Error('Too many attempts'), { statusCode: 429 });
    expect(toApiError(limited)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryable: true });
  });

  test('an upstream error is sent as it is', () => {
    expect(toApiError(UpstreamError.timeout('x'))).toMatchObject({
      statusCode: 504,
      code: 'UPSTREAM_TIMEOUT',
    });
  });
});

describe('the error handler', () => {
  test('a browser that went away mid-answer is logged as that, not as a server error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    await app.register(errorHandler);
    app.get('/gone', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    expect((await app.inject('/gone')).statusCode).toBe(CLIENT_CLOSED_REQUEST);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain(
      'client closed the connection before the answer was sent',
    );
    // Any other failure is still a logged 500.
    expect((await app.inject('/broken')).statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'Internal server error',
    ]);
    await app.close();
  });
});
