import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import authRoutes from './auth.js';
import catalogueRoutes from './catalogue.js';
import configRoutes from './config.js';
import localeRoutes from './locale.js';
import searchRoutes from './search.js';
import translationsRoutes from './translations.js';
import utmRoutes from './utm.js';

// The /api routes of spec §7, same paths and bodies as the shop's. Encapsulated so the zod compilers below
// apply here only.
export default async function apiRoutes(fastify: FastifyInstance): Promise<void> {
  // Bodies are checked by the shared zod schemas. The ZodError itself goes to the error handler, which turns
  // it into a 400 naming each failing field.
  fastify.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  // Answers were already parsed by the same schemas on their way in from the shop (normalise), so sending
  // them needs no second validation, only JSON.
  fastify.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await fastify.register(configRoutes);
  await fastify.register(translationsRoutes);
  await fastify.register(authRoutes);
  await fastify.register(localeRoutes);
  await fastify.register(utmRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(catalogueRoutes);
}
