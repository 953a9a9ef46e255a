import { setTimeout as sleep } from 'node:timers/promises';
import { exitForStartFailure } from '@storefront/service-kit';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config/env.js';
import { createServer } from './create-server.js';

// Only starts the bff: everything it does lives in app.ts.
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer({ config });
  // Node closes a request whose headers take longer than this; it must outlast keep-alive (server options), or
  // a socket the load balancer reuses just before the keep-alive limit can be cut mid-request.
  server.server.headersTimeout = 66_000;

  // On SIGTERM/SIGINT: report not-ready first and keep serving for SHUTDOWN_DRAIN_MS, so load balancers take
  // this replica out before it stops; then close (new requests get 503, in-flight ones finish, idle keep-alive
  // sockets are dropped). The whole shutdown is bounded by the grace delay.
  closeWithGrace({ delay: config.SHUTDOWN_DRAIN_MS + 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'closing after an error');
    else server.log.info({ signal }, 'shutting down');
    server.readiness.draining = true;
    if (!err && config.SHUTDOWN_DRAIN_MS > 0) await sleep(config.SHUTDOWN_DRAIN_MS);
    await server.close();
  });
  await server.listen({ host: config.HOST, port: config.PORT });
}

// A refused configuration (the environment, VARIANTS_FILE) exits 78 and is not retried by `npm start`.
main().catch(exitForStartFailure);
