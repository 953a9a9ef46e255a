import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESSION_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_QUALITY,
  SENT_ENCODINGS,
  SYNC_COMPRESSION_MAX_BYTES,
} from '../lib/encoded-body.js';

// Compression of what the bff writes per request: the page HTML and the API's JSON (the category tree is
// ~32 KB raw, ~2 KB compressed; on a phone on 4G every such byte delays the page). The web build's files are
// compressed once at build time and served precompressed by @fastify/static, and images are already
// compressed formats, so neither is touched here (@fastify/compress skips encoded and non-text bodies), and nor
// is what the bff keeps compressed already (cached pages and /api answers, translations files: lib/encoded-body.ts).
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: [...SENT_ENCODINGS],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      // Answers up to this size (pages, category trees, search pages: tens of KB) are compressed in one call
      // rather than streamed: cheaper, and no stream is left half-open when the browser navigates away mid-answer.
      syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    });
  },
  { name: 'compression' },
);
