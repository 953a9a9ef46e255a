import { FlagType } from '@storefront/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOf, bindTransport, browserTransport, inProcessTransport } from '../api-client';
import { ApiError } from '../api-error';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const flag = { id: 3, type: FlagType.OFFER, position: 1, slug: 'sale', name: 'Sale' };

afterEach(() => vi.unstubAllGlobals());

describe('browserTransport (the contract over fetch)', () => {
  it('calls the endpoint with the contract’s method and path, query and slug in the URL', async () => {
    const fetch = answer(200, [flag]);
    await expect(browserTransport.call('catalogueFlags', { query: { locale: 'lt' } })).resolves.toEqual([
      flag,
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/catalogue/flags?locale=lt');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');

    answer(500, {});
    const product = answer(404, {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No product',
      retryable: false,
    });
    await expect(
      browserTransport.call('product', { params: { '*': 'acme/phone x' }, query: { locale: 'en' } }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    // Each slug segment is encoded; its slashes stay path separators.
    expect(product.mock.calls[0]?.[0]).toBe('/api/catalogue/products/acme/phone%20x?locale=en');
  });

  it('sends POST bodies as JSON with the client header the bff’s CSRF check asks for', async () => {
    const fetch = answer(200, { status: true });
    await browserTransport.call('localeChange', { body: { newLocale: 'lv' } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ newLocale: 'lv' }));
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('storefront');
  });

  it('takes the bff’s answer as it was checked and sent; a success without a JSON body is a 502', async () => {
    answer(200, [flag]);
    await expect(browserTransport.call('catalogueFlags', { query: { locale: 'lt' } })).resolves.toEqual([
      flag,
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy error page</html>', { status: 200 })),
    );
    await expect(browserTransport.call('catalogueFlags', { query: { locale: 'lt' } })).rejects.toMatchObject({
      statusCode: 502,
    });
  });

  it('turns the shared error shape into an ApiError with its code and fields', async () => {
    answer(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: { langIso: 'Invalid option' },
      retryable: false,
    });
    const error = await browserTransport.call('storeConfig', { body: { langIso: 'lt' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: { langIso: 'Invalid option' },
    });
  });

  it('still yields an ApiError for an error body outside the contract', async () => {
    answer(503, { statusCode: 503, code: 'X', message: 'down', fields: { a: 1 }, retryable: true });
    await expect(browserTransport.call('languages', {})).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNEXPECTED_RESPONSE',
      retryable: true,
    });
  });
});

describe('inProcessTransport (the bff’s server render)', () => {
  it('answers with the caller’s data and throws its error shape as an ApiError, without fetch', async () => {
    const fetch = answer(500, {});
    const caller = vi.fn(async (name: string) =>
      name === 'catalogueFlags'
        ? { ok: true as const, data: [flag] }
        : {
            ok: false as const,
            error: { statusCode: 404, code: 'NOT_FOUND', message: 'No product', retryable: false },
          },
    );
    const transport = inProcessTransport(caller);
    await expect(transport.call('catalogueFlags', { query: { locale: 'lt' } })).resolves.toEqual([flag]);
    await expect(
      transport.call('product', { params: { '*': 'x' }, query: { locale: 'lt' } }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(caller).toHaveBeenCalledWith('catalogueFlags', { query: { locale: 'lt' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rides on its query client, so the same query options fetch in-process on the server', async () => {
    const server = new QueryClient();
    const transport = inProcessTransport(async () => ({ ok: true, data: [] }));
    bindTransport(server, transport);
    expect(apiOf(server)).toBe(transport);
    expect(apiOf(new QueryClient())).toBe(browserTransport);
  });
});
