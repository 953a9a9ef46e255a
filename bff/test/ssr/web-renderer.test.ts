import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import {
  builtWebRenderer,
  CLIENT_ENTRY,
  clientAssetsFromViteManifest,
  fileRouteId,
  lazyWebRenderer,
  pageEntryScript,
  type RenderOptions,
  WebBuildMissingError,
  type WebRenderer,
} from '../../src/ssr/web-renderer.js';
import { fakeWebRenderer } from '../helpers/fake-web-renderer.js';

const renderOptions = { url: 'http://lv.localhost:3000/lv', nonce: 'N' } as Omit<RenderOptions, 'manifest'>;

describe('clientAssetsFromViteManifest', () => {
  test('every stylesheet for the head; the entry with every chunk it imports (recursively, once, imports first)', () => {
    const assets = clientAssetsFromViteManifest({
      [CLIENT_ENTRY]: {
        file: 'assets/entry-client-A1.js',
        isEntry: true,
        css: ['assets/entry-client-A1.css'],
        imports: ['_vendor-B2.js', '_router-C3.js'],
      },
      '_vendor-B2.js': { file: 'assets/vendor-B2.js', imports: ['_runtime-R0.js'] },
      '_runtime-R0.js': { file: 'assets/runtime-R0.js' },
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
      // Lazily loaded routes are not loaded on every page.
      'src/routes/cart.tsx': { file: 'assets/cart-E5.js', imports: ['_shared-D4.js'] },
    });
    expect(assets.routeChunks).toEqual(new Map());
    expect({ assets: assets.assets, entry: assets.entry }).toEqual({
      // No script and no module preload in the head: the loader starts the entry (entry-loader.ts).
      assets: {
        routes: {
          __root__: {
            css: ['/assets/entry-client-A1.css', '/assets/router-C3.css', '/assets/shared-D4.css'],
          },
        },
      },
      entry: {
        src: '/assets/entry-client-A1.js',
        preloads: [
          '/assets/runtime-R0.js',
          '/assets/vendor-B2.js',
          '/assets/shared-D4.js',
          '/assets/router-C3.js',
        ],
      },
    });
  });

  test('an entry without imports or css; an import missing from the manifest is skipped', () => {
    expect(
      clientAssetsFromViteManifest({ [CLIENT_ENTRY]: { file: 'assets/e.js', imports: ['_gone.js'] } }),
    ).toEqual({
      assets: { routes: { __root__: { css: [] } } },
      entry: { src: '/assets/e.js', preloads: [] },
      routeChunks: new Map(),
    });
  });

  test("each route's component chunk by route id, after what it imports beyond the entry's chunks", () => {
    const client = clientAssetsFromViteManifest({
      [CLIENT_ENTRY]: { file: 'assets/entry.js', imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js' },
      '_listing.js': { file: 'assets/listing.js', imports: ['_app.js'] },
      'src/routes/{-$locale}/c/$.tsx?tsr-split=component---loader': {
        file: 'assets/category.js',
        imports: ['_listing.js', '_app.js'],
      },
      'src/routes/{-$locale}/dealzone.tsx?tsr-split=component---loader': {
        file: 'assets/dealzone.js',
        imports: ['_listing.js'],
      },
      'src/routes/{-$locale}/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_app.js'] },
      // Not needed to show the page: an error screen's chunk.
      'src/routes/{-$locale}/cart.tsx?tsr-split=errorComponent': { file: 'assets/cart-error.js' },
    });
    expect(client.entry.preloads).toEqual(['/assets/app.js']);
    expect(client.routeChunks).toEqual(
      new Map([
        ['/{-$locale}/c/$', ['/assets/listing.js', '/assets/category.js']],
        // Shared with the category: both routes list it.
        ['/{-$locale}/dealzone', ['/assets/listing.js', '/assets/dealzone.js']],
        ['/{-$locale}/', ['/assets/home.js']],
      ]),
    );
  });

  test('file route ids as TanStack Router names them', () => {
    expect(fileRouteId('{-$locale}/c/$')).toBe('/{-$locale}/c/$');
    expect(fileRouteId('{-$locale}/index')).toBe('/{-$locale}/');
    expect(fileRouteId('{-$locale}/blog/index')).toBe('/{-$locale}/blog/');
    expect(fileRouteId('{-$locale}/account/route')).toBe('/{-$locale}/account');
  });

  test("a page's loader scripts: the entry's, then its matched routes' chunks; the render's header is dropped", () => {
    const client = {
      assets: { routes: {} },
      entry: { src: '/assets/entry.js', preloads: ['/assets/app.js'] },
      routeChunks: new Map([
        ['/{-$locale}/c/$', ['/assets/listing.js', '/assets/category.js']],
        ['/{-$locale}/dealzone', ['/assets/listing.js', '/assets/dealzone.js']],
      ]),
    };
    const response = new Response('', {
      headers: { 'x-matched-routes': '__root__ /{-$locale} /{-$locale}/c/$', 'content-type': 'text/html' },
    });
    expect(pageEntryScript(response, client)).toEqual({
      src: '/assets/entry.js',
      preloads: ['/assets/app.js', '/assets/listing.js', '/assets/category.js'],
    });
    expect(response.headers.has('x-matched-routes')).toBe(false);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(pageEntryScript(new Response(''), client)).toEqual(client.entry);
  });

  test('a manifest without the client entry is an error', () => {
    expect(() => clientAssetsFromViteManifest({ 'other.tsx': { file: 'assets/o.js' } })).toThrow(
      CLIENT_ENTRY,
    );
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
  test("renders with the build's server entry and its client manifest's stylesheets; the page gets the entry loader", async () => {
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
      [
        'export async function render(options) {',
        '  const data = JSON.stringify({ url: options.url, nonce: options.nonce, manifest: options.manifest });',
        "  return new Response('<html><body>' + data + '</body></html>');",
        '}',
        '',
      ].join('\n'),
    );
    const renderer = await builtWebRenderer(dist);
    const html = await (await renderer.render(renderOptions)).text();
    const rendered = /<body>(\{.*?\})<script/.exec(html)?.[1];
    expect(JSON.parse(rendered ?? 'null')).toEqual({
      url: 'http://lv.localhost:3000/lv',
      nonce: 'N',
      manifest: { routes: { __root__: { css: [] } } },
    });
    // The loader, with the response's nonce, just before the body ends.
    expect(html).toMatch(
      /<script nonce="N">\(function\(\)\{[^<]*"\/assets\/entry-client-Z9\.js"[^<]*<\/script><\/body><\/html>$/,
    );
    await renderer.close();
  });

  test('no build there: the load fails', async () => {
    await expect(builtWebRenderer(mkdtempSync(join(tmpdir(), 'web-dist-none-')))).rejects.toThrow();
  });
});
