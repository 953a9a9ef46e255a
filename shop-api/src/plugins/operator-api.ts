// The operator API (#26): shop-api only, never through the bff. Off when OPERATOR_TOKEN is unset: its routes do not
// exist (a 404 like any unknown path). On: every call needs `Authorization: Bearer <OPERATOR_TOKEN>` (compared in
// constant time) and an `x-operator` header naming who acts, which recordedAction keeps with the change.
import { createHash, timingSafeEqual } from 'node:crypto';
import { hasControlCharacter } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import operatorRoutes from '../routes/operator/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts (the x-operator header), set on operator routes once the token is checked. */
    operator: string;
  }
}

export interface OperatorApiOptions {
  token?: string | undefined;
}

export const OPERATOR_HEADER = 'x-operator';
const OPERATOR_NAME_MAX = 100;

/** Hashing first makes both sides one length, so the comparison time says nothing about the token. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function refusal(statusCode: 400 | 401, message: string, field?: string) {
  return Object.assign(new Error(message), {
    statusCode,
    ...(field ? { fields: { [field]: message } } : {}),
  });
}

export function operatorName(request: FastifyRequest, expected: Buffer): string {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!timingSafeEqual(digest(given), expected)) throw refusal(401, 'operator.unauthorized');
  const name = request.headers[OPERATOR_HEADER];
  if (
    typeof name !== 'string' ||
    !name.trim() ||
    name.length > OPERATOR_NAME_MAX ||
    hasControlCharacter(name)
  ) {
    throw refusal(400, 'operator.name_required', OPERATOR_HEADER);
  }
  return name.trim();
}

export default async function operatorApi(fastify: FastifyInstance, opts: OperatorApiOptions): Promise<void> {
  if (!opts.token) return;
  const expected = digest(opts.token);
  fastify.decorateRequest('operator', '');
  await fastify.register(async (operator) => {
    operator.addHook('onRequest', async (request) => {
      request.operator = operatorName(request, expected);
    });
    await operator.register(operatorRoutes);
  });
}
