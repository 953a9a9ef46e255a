// Starts one benchmark server (servers.ts) in a child process of its own, so each gets its own event loop as in
// production, and stops them all at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Server {
  url: string;
  note: string;
  pid: number;
}

const children: ChildProcess[] = [];

export function start(kind: string, ...args: string[]): Promise<Server> {
  const script = fileURLToPath(new URL('./servers.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--conditions=@storefront/source', '--import', 'tsx', script, kind, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /^READY (\d+) ?(.*)$/.exec(line);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, note: match[2] ?? '', pid: child.pid ?? 0 });
    });
  });
}

export function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}
