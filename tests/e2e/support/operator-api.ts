import { randomBytes } from 'node:crypto';
import { e2eStack } from './e2e-stack.js';

/**
 * A call of the shop-api's operator API on this worker's stack (never through the bff): the shop's staff's part
 * of a journey (pricing a quote, a parcel's arrival, a balance credit), as `operator` (the x-operator header
 * the shop records), each call with a client_key of its own.
 */
export function operatorCall(path: string, body: object, operator: string): Promise<Response> {
  const { shopApiOrigin, operatorToken } = e2eStack();
  return fetch(`${shopApiOrigin}/operator/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${operatorToken}`,
      'x-operator': operator,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ client_key: randomBytes(12).toString('hex'), ...body }),
  });
}
