import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import {
  builtWebRenderer,
  CLIENT_ENTRY,
  lazyWebRenderer,
  type RenderOptions,
  rootAssetsFromViteManifest,
  WebBuildMissingError,
  type WebRenderer,
} from '../../src/ssr/web-renderer.js';
import { fakeWebRenderer } from '../helpers/fake-web-renderer.js';

const renderOptions = { url: 'http://lv.localhost:3000/lv', nonce: 'N' } as Omit<RenderOptions, 'manifest'>;

describe('rootAssetsFromViteManifest', () => {
  test('the entry script, every chunk it imports (recursively, once) preloaded, and every stylesheet', () => {
    const assets = rootAssetsFromViteManifest({
      [CLIENT_ENTRY]: {
        file: 'assets/entry-client-A1.js',
        isEntry: true,
        css: ['assets/entry-client-A1.css'],
        imports: ['_vendor-B2.js', '_router-C3.js'],
      },
      '_vendor-B2.js': { file: 'assets/vendor-B2.js', imports: ['_shared-D4.js'] },
      '_router-C3.js': {
        file: 'assets/router-C3.js',
        css: ['assets/router-C3.css'],
        imports: ['_shared-D4.js'],
      },
      '_shared-D4.js': {
        file: 'assets/shared-D4.js',
        css: ['assets/entry-client-A1.css', 'assets/shared-D4.css'],
        imports: ['_vendor-B2.js'],
      },
      // Lazily loaded routes are not preloaded on every page.
      'src/routes/cart.tsx': { file: 'assets/cart-E5.js', imports: ['_shared-D4.js'] },
    });
    expect(assets).toEqual({
      routes: {
        __root__: {
          preloads: ['/assets/vendor-B2.js', '/assets/shared-D4.js', '/assets/router-C3.js'],
          css: ['/assets/entry-client-A1.css', '/assets/shared-D4.css', '/assets/router-C3.css'],
          scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-A1.js' } }],
        },
      },
    });
  });

  test('an entry without imports or css; an import missing from the manifest is skipped', () => {
    expect(
      rootAssetsFromViteManifest({ [CLIENT_ENTRY]: { file: 'assets/e.js', imports: ['_gone.js'] } }),
    ).toEqual({
      routes: {
        __root__: { preloads: [], css: [], scripts: [{ attrs: { type: 'module', src: '/assets/e.js' } }] },
      },
    });
  });

  test('a manifest without the client entry is an error', () => {
    expect(() => rootAssetsFromViteManifest({ 'other.tsx': { file: 'assets/o.js' } })).toThrow(CLIENT_ENTRY);
  });
});

describe('lazyWebRenderer', () => {
  test('loads on the first render only, and closes what it loaded', async () => {
    const inner = fakeWebRenderer({ html: 'ok' });
    const load = vi.fn(async () => inner);
    const renderer = lazyWebRenderer(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([renderer.render(renderOptions), renderer.render(renderOptions)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await renderer.render(renderOptions);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.calls).toHaveLength(3);
    await renderer.close();
    expect(inner.closed).toBe(true);
  });

  test('a failed load is a WebBuildMissingError and is not kept: the next render tries again', async () => {
    const inner = fakeWebRenderer({ html: 'ok' });
    const load = vi
      .fn<() => Promise<WebRenderer>>()
      .mockRejectedValueOnce(new Error('ENOENT: no manifest.json'))
      .mockResolvedValue(inner);
    const renderer = lazyWebRenderer(load);
    const failure = await renderer.render(renderOptions).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebBuildMissingError);
    expect((failure as Error).message).toContain('ENOENT: no manifest.json');
    expect((await renderer.render(renderOptions)).status).toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('closing before anything loaded, or after a failed load, is fine', async () => {
    await expect(
      lazyWebRenderer(async () => fakeWebRenderer({ html: 'ok' })).close(),
    ).resolves.toBeUndefined();
    const failing = lazyWebRenderer(() => Promise.reject(new Error('no build')));
    await expect(failing.render(renderOptions)).rejects.toThrow(WebBuildMissingError);
    await expect(failing.close()).resolves.toBeUndefined();
  });

  test('an error from the render itself is not a missing build', async () => {
    const renderer = lazyWebRenderer(async () => fakeWebRenderer(new Error('component threw')));
    const failure = await renderer.render(renderOptions).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(WebBuildMissingError);
    expect((failure as Error).message).toBe('component threw');
  });
});

describe('builtWebRenderer', () => {
  test("renders with the build's server entry and the root assets of its client manifest", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-built-'));
    mkdirSync(join(dist, 'client/.vite'), { recursive: true });
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'package.json'), '{"type":"module"}\n');
    writeFileSync(
      join(dist, 'client/.vite/manifest.json'),
      JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/entry-client-Z9.js', isEntry: true } }),
    );
    writeFileSync(
      join(dist, 'server/entry-server.js'),
      'export async function render(options) {\n  return new Response(JSON.stringify({ url: options.url, nonce: options.nonce, manifest: options.manifest }));\n}\n',
    );
    const renderer = await builtWebRenderer(dist);
    const response = await renderer.render(renderOptions);
    expect(await response.json()).toEqual({
      url: 'http://lv.localhost:3000/lv',
      nonce: 'N',
      manifest: {
        routes: {
          __root__: {
            preloads: [],
            css: [],
            scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-Z9.js' } }],
          },
        },
      },
    });
    await renderer.close();
  });

  test('no build there: the load fails', async () => {
    await expect(builtWebRenderer(mkdtempSync(join(tmpdir(), 'web-dist-none-')))).rejects.toThrow();
  });
});
