import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { RenderOptions, RouteAssets, WebRenderer } from './web-renderer.js';

// `npm run dev`: Vite in middleware mode inside the bff. The server render goes through Vite's module loader (an
// edit shows on the next request) and the browser gets Vite's modules and hot reload on the same origin and hosts
// as the bff (lv.localhost:3000 …), so cookies, CSRF and variants behave as in production.

/** Paths Vite's dev server answers: its client, React refresh, source modules, pre-bundled deps, /@fs files. */
const VITE_PATH = /^\/(?:@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/)/;

/** React refresh must be installed before any component module runs (what @vitejs/plugin-react injects). */
const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

const DEV_ASSETS: RouteAssets = {
  routes: {
    __root__: {
      // The stylesheet as a file, so the server's HTML is styled before the modules run (no flash).
      css: ['/src/styles.css?direct'],
      scripts: [
        { attrs: { type: 'module' }, children: REFRESH_PREAMBLE },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

export async function viteWebRenderer(fastify: FastifyInstance, webRoot: string): Promise<WebRenderer> {
  // Only here (development) does the bff need Vite; production never loads it.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: fastify.server as Server } },
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    if (!VITE_PATH.test(request.url)) return done();
    // Vite answers these itself, straight on the socket.
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });

  return {
    async render(options) {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        render(options: RenderOptions): Promise<Response>;
      };
      try {
        return await entry.render({ ...options, manifest: DEV_ASSETS });
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    close: () => vite.close(),
  };
}
