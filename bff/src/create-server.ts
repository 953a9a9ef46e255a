import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { type AppOptions } from './app.js';
import { loggerOptions, serverOptions } from './config/server-options.js';

// Builds the bff ready to listen or to be exercised with inject(); used by server.ts, tests and benchmarks.
// `logStream` takes the JSON log lines instead of stdout (tests that read what was, or was not, logged).
export async function createServer(
  options: AppOptions,
  { logStream }: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const base = serverOptions(options.config);
  const server = Fastify(
    logStream ? { ...base, logger: { ...loggerOptions(options.config), stream: logStream } } : base,
  );
  await server.register(fp(app), options);
  await server.ready();
  return server;
}
