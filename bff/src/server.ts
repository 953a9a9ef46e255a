import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env.js';
import { createServer } from './create-server.js';

// Only starts the bff: everything it does lives in app.ts.
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer({ config });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) server.log.error({ err }, 'closing after an error');
    await server.close();
  });
  await server.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
