// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package) on the server-rendered HTML of content pages: the FAQ
// in Latvian, a blog post in English and an unknown slug (the 404 page). Any error fails. Skipped without Java.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { e2eStack } from './support/e2e-stack.js';

const hasJava = spawnSync('java', ['-version']).status === 0;
const vnuJar: string = createRequire(import.meta.url)('vnu-jar');
const dir = mkdtempSync(join(tmpdir(), 'content-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page as the server sends it (to loopback with the variant's Host, as a crawler would get it). */
function fetchPage(host: string, path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: e2eStack().bffPort,
        path,
        headers: { host: `${host}:${e2eStack().bffPort}` },
      },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          html += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number };

function validate(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(stderr));
        }
      },
    );
  });
}

describe.skipIf(!hasJava)('W3C validation of content pages', () => {
  it('/lv/faq, /en/blog/{slug} and an unknown slug have no HTML error', async () => {
    const pages = [
      { host: 'lv.localhost', path: '/lv/faq', status: 200 },
      { host: 'lt.localhost', path: '/en/blog/how-air-and-sea-shipping-differ', status: 200 },
      { host: 'lt.localhost', path: '/en/privacy-policy', status: 200 },
      { host: 'lt.localhost', path: '/en/no-such-page', status: 404 },
    ];
    const files: string[] = [];
    for (const [i, page] of pages.entries()) {
      const { status, html } = await fetchPage(page.host, page.path);
      expect(status, page.path).toBe(page.status);
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    const errors = (await validate(files)).filter((m) => m.type === 'error' || m.subType === 'fatal');
    expect(
      errors.map(
        (e) => `${pages[files.findIndex((f) => e.url.endsWith(f))]?.path}:${e.lastLine} ${e.message}`,
      ),
    ).toEqual([]);
  }, 120_000);
});
