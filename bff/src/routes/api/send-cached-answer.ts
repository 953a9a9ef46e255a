import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  pickEncoding,
  SYNC_COMPRESSION_MAX_BYTES,
} from '../../lib/encoded-body.js';
import type { CachedAnswer } from './cached-answer.js';

/**
 * Sends a cached answer as the bytes kept with its cache entry: its JSON in UTF-8, or that JSON compressed in the
 * encoding the client takes, both made once per entry. The compression plugin leaves a body with a
 * content-encoding as it is, and one shorter than its threshold it would not compress either; one too large to
 * compress in one call is left to the plugin, which streams it.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<unknown>,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const { bytes } = answer;
  if (bytes.length < COMPRESSION_THRESHOLD_BYTES || bytes.length > SYNC_COMPRESSION_MAX_BYTES)
    return reply.send(bytes);
  // What is sent depends on Accept-Encoding whichever encoding this client gets.
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(answer.compressed(encoding));
}
