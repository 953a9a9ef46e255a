import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { type AppOptions } from './app.js';
import { serverOptions } from './config/server-options.js';

// Builds the bff ready to listen or to be exercised with inject(); used by server.ts, tests and benchmarks.
export async function createServer(options: AppOptions): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(options.config));
  await server.register(fp(app), options);
  await server.ready();
  return server;
}
