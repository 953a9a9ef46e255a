import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON (a cache entry serialised once when stored, as its UTF-8 bytes). Fastify
 * passes a buffer with a JSON content type through untouched; the typed reply of a zod route would insist on the
 * object.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
