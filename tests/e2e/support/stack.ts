import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Screenshots of the journeys (git-ignored): those they take, and a failing test's (failure-artifacts.ts). */
export const ARTIFACTS_DIR = join(REPO_ROOT, 'tests/e2e/artifacts');

/**
 * Chromium flag that resolves every host but loopback to "not found": the pages still carry the configured
 * third-party tags (tag manager, pixel, chat, Sentry…), but tests and audits never load them or touch the network.
 */
export const LOOPBACK_ONLY_FLAG =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1';

/** A port the OS says is free right now (bound then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForOk(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Runs a workspace's TypeScript entry from source (tsx, with the source export condition so workspace packages
 * resolve to src/ too), so the journeys test the code in the tree without a prior `tsc -b`.
 */
export function startService(name: string, entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=@storefront/source', '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('error', (error) => console.error(`${name}:`, error));
  return child;
}

export function stopService(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Builds web/dist so the bff serves the code under test, not a stale build. */
export function buildWeb(): void {
  // Not with Vitest's NODE_ENV=test: the build would compile JSX for React's development runtime while the
  // server bundle inlines React's production build (no jsxDEV), and every page would fail to render.
  const { NODE_ENV: _testEnv, ...env } = process.env;
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}

/** What the bff needs of a web build: the client manifest (the entry's assets) and the server bundle. */
export const WEB_BUILD_FILES = ['client/.vite/manifest.json', 'server/entry-server.js'];

/**
 * A private copy of web/dist (client/ and server/) for the stack to serve, so a rebuild in the same tree while the
 * journeys run (it empties web/dist first) cannot pull the files from under the bff. The server bundle is
 * self-contained (only node: imports), so it runs from anywhere. Returns the copy and its remover.
 */
export function snapshotWebBuild(): { dir: string; remove: () => void } {
  const source = join(REPO_ROOT, 'web/dist');
  const missing = WEB_BUILD_FILES.filter((file) => !existsSync(join(source, file)));
  if (missing.length > 0) {
    throw new Error(`web/dist is incomplete (missing ${missing.join(', ')}): run npm run build, or rerun`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-web-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  cpSync(join(source, 'client'), join(dir, 'client'), { recursive: true });
  cpSync(join(source, 'server'), join(dir, 'server'), { recursive: true });
  const torn = WEB_BUILD_FILES.filter((file) => !existsSync(join(dir, file)));
  if (torn.length > 0) {
    remove();
    throw new Error(`web/dist changed while it was copied (a build is running?): rerun`);
  }
  return { dir, remove };
}
