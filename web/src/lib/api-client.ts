import { CLIENT_HEADER, REQUEST_TIMEOUT_MS } from '@storefront/shared-types';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type ApiRequest<S extends z.ZodType> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: S;
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** One call to the bff: JSON in, schema-checked JSON out, any failure thrown as `ApiError`. */
export async function apiRequest<S extends z.ZodType>(path: string, req: ApiRequest<S>): Promise<z.infer<S>> {
  const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
  const timeout = AbortSignal.timeout(req.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
  };
  if (method === 'POST') headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'POST' ? JSON.stringify(req.body ?? {}) : undefined,
      signal,
    });
  } catch (error) {
    if (req.signal?.aborted) throw error;
    throw ApiError.fromResponse(0, undefined);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw ApiError.fromResponse(response.status, payload);
  const parsed = req.schema.safeParse(payload);
  if (!parsed.success) throw ApiError.fromResponse(502, undefined);
  return parsed.data;
}
