import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON (a cache entry serialised once when stored). Fastify passes a string
 * with a JSON content type through untouched; the typed reply of a zod route would insist on the object.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
