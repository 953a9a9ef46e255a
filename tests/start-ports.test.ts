import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

// #26: `npm run dev` beside a running `npm start` said "Storefront ready" for the other instance. It now names the
// port that is taken and stops before starting anything.
const root = join(import.meta.dirname, '..');
let holder: Server | undefined;

afterEach(() => holder?.close());

it('names the taken port and exits 1 without starting a service', async () => {
  holder = createServer();
  holder.listen({ host: '0.0.0.0', port: 0 });
  await once(holder, 'listening');
  const address = holder.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const start = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--dev'], {
    cwd: root,
    env: { ...process.env, PORT: String(address.port), SHOP_API_PORT: '0', SANDBOX_PROVIDER_PORT: '0' },
  });
  let output = '';
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(start, 'exit');
  expect(code).toBe(1);
  expect(output).toContain(`Port taken: PORT (the storefront)=${address.port}`);
  expect(output).not.toContain('Storefront ready');
});
