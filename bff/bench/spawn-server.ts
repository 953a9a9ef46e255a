// Starts one benchmark server in a child process of its own, so each gets its own event loop as in production, and
// stops them all at the end. The bff, the PGlite shop and the yardsticks run compiled in plain Node
// (plain-servers.mjs), as `npm start` runs them; the build is brought up to date first, so what is measured is
// what the sources say. Only the PostgreSQL shops run through tsx (servers.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM script (scripts/ has no types); its exports are used as documented there.
import { buildStaleParts } from '../../scripts/build-freshness.mjs';

export interface Server {
  url: string;
  note: string;
  pid: number;
}

const children: ChildProcess[] = [];

/** The kinds servers.ts starts (through tsx); every other kind is in plain-servers.mjs. */
const TYPESCRIPT_KINDS = new Set(['shop-pg', 'shop-pg-schema']);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
let built = false;

/** Builds what is stale (scripts/build-freshness.mjs, as `npm start` does), once per bench run. */
export function ensureBuilt(): void {
  if (built) return;
  if (!buildStaleParts(REPO_ROOT, (line: string) => console.log(line)))
    throw new Error('the build failed: the bench measures the build');
  built = true;
}

export function start(kind: string, ...args: string[]): Promise<Server> {
  ensureBuilt();
  const entry = TYPESCRIPT_KINDS.has(kind)
    ? [
        '--conditions=@storefront/source',
        '--import',
        'tsx',
        fileURLToPath(new URL('./servers.ts', import.meta.url)),
      ]
    : [fileURLToPath(new URL('./plain-servers.mjs', import.meta.url))];
  const child = spawn(process.execPath, [...entry, kind, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /^READY (\d+) ?(.*)$/.exec(line);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, note: match[2] ?? '', pid: child.pid ?? 0 });
    });
  });
}

/** Stops one server and waits for its process to end (so the next measurement has the cores to itself). */
export function stop(server: Server): Promise<void> {
  const child = children.find((candidate) => candidate.pid === server.pid);
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere). Throughput on a shared machine moves with whatever
 * else runs; CPU time per request does not, so it is printed beside req/s as the load-independent cost.
 */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command name; in clock ticks (100/s).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs one bench section alone when its file is the entry point (`npx tsx bff/bench/<section>.ts` from the
 * repository root): a shop-api, the section against it, then its closing lines; the exit code says whether it held.
 */
export async function runAlone(
  moduleUrl: string,
  section: (shop: Server) => Promise<{ lines: string[]; ok: boolean }>,
): Promise<void> {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  try {
    const shop = await start('shop');
    console.log(`shop API: ${shop.note} at ${shop.url}`);
    const { lines, ok } = await section(shop);
    console.log('');
    for (const line of lines) console.log(line);
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopAll();
  }
}
