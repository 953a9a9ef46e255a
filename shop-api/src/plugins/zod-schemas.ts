import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// Requests are parsed by the shared zod schemas; the ZodError itself reaches the error handler, which names
// each failing field. Answers are checked against their schema too, so the shop never drifts from the contract.
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setValidatorCompiler(({ schema }) => (data) => {
      const result = (schema as z.ZodType).safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    });
    fastify.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod-schemas' },
);
