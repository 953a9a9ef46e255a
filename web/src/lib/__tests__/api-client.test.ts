import { FlagType, flagsResponseSchema } from '@storefront/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyJson, apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { lazySchema } from '../lazy-schema';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const flag = { id: 3, type: FlagType.OFFER, position: 1, slug: 'sale', name: 'Sale' };

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('checks the answer with a schema given directly', async () => {
    answer(200, [{ id: 'not a number' }]);
    await expect(
      apiRequest('/api/catalogue/flags', { method: 'GET', schema: flagsResponseSchema }),
    ).rejects.toMatchObject({ statusCode: 502 });
  });

  it('checks the answer the same way with a schema loaded on first use', async () => {
    const schema = lazySchema((m) => m.flagsResponseSchema);
    answer(200, [{ id: 'not a number' }]);
    await expect(apiRequest('/api/catalogue/flags', { method: 'GET', schema })).rejects.toMatchObject({
      statusCode: 502,
    });
    const good = flagsResponseSchema.parse([flag]);
    answer(200, good);
    await expect(apiRequest('/api/catalogue/flags', { method: 'GET', schema })).resolves.toEqual(good);
  });

  it('passes any JSON through anyJson', async () => {
    answer(200, { status: true });
    await expect(apiRequest('/api/locale/change', { body: {}, schema: anyJson })).resolves.toEqual({
      status: true,
    });
  });

  it('turns the shared error shape into an ApiError with its code and fields', async () => {
    answer(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: { langIso: 'Invalid option' },
      retryable: false,
    });
    const error = await apiRequest('/api/store-config', { body: {}, schema: anyJson }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: { langIso: 'Invalid option' },
      retryable: false,
    });
  });

  it('still yields an ApiError for an error body outside the contract', async () => {
    answer(503, { statusCode: 503, code: 'X', message: 'down', fields: { a: 1 }, retryable: true });
    await expect(apiRequest('/api/x', { schema: anyJson })).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNEXPECTED_RESPONSE',
      retryable: true,
    });
  });
});
