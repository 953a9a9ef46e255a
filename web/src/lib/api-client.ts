import { CLIENT_HEADER, REQUEST_TIMEOUT_MS } from '@storefront/shared-types';
import { ApiError } from './api-error';

/**
 * What an answer is checked with. Every zod schema fits (structurally: no zod import here, so the api client
 * does not drag zod into the entry chunk), and so does a hand-written check.
 */
export type ResponseSchema<T = unknown> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};
/** A schema loaded on first use (see `lazySchema`), keeping its module and zod out of the first load. */
export type LazyResponseSchema<T = unknown> = () => Promise<ResponseSchema<T>>;
export type AnySchema = ResponseSchema | LazyResponseSchema;
/** The checked answer's type: a zod schema's output, or what a lazy schema resolves to. */
export type SchemaOutput<S> =
  S extends LazyResponseSchema<infer T> ? T : S extends ResponseSchema<infer T> ? T : never;

export type ApiRequest<S extends AnySchema> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: S;
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** For calls whose answer the client ignores (§8: e.g. the locale change); accepts any JSON. */
export const anyJson: ResponseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

/** One call to the bff: JSON in, schema-checked JSON out, any failure thrown as `ApiError`. */
export async function apiRequest<S extends AnySchema>(
  path: string,
  req: ApiRequest<S>,
): Promise<SchemaOutput<S>> {
  const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
  const timeout = AbortSignal.timeout(req.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
  };
  if (method === 'POST') headers['content-type'] = 'application/json';
  // A lazy schema loads while the request is in flight, not after it.
  const schema: Promise<ResponseSchema> | ResponseSchema =
    typeof req.schema === 'function' ? req.schema() : req.schema;

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
  const parsed = (await schema).safeParse(payload);
  if (!parsed.success) throw ApiError.fromResponse(502, undefined);
  return parsed.data as SchemaOutput<S>;
}
