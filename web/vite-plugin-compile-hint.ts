import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): must be the file's very first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The parts of an output file (chunk or asset) this plugin reads and changes. */
interface OutputFile {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
}

/**
 * Marks the named chunks for eager compilation. By default V8 compiles a function only when it is first called,
 * on the main thread; the code every page runs as it starts (React DOM, the router, the shell) is then parsed a
 * second time and compiled in the middle of hydration, one function at a time: React DOM alone is one 200 KB
 * function (its CommonJS wrapper) whose first call is a single long parse. With the hint the browser compiles the
 * whole file while it downloads, on a background thread. Only for chunks whose code nearly all runs on every first
 * load: the lazy pages keep the default. Browsers that do not know the hint read a comment.
 */
export function eagerCompileHint(chunkNames: readonly string[]): Plugin {
  return {
    name: 'storefront:eager-compile-hint',
    apply: 'build',
    // Last: after minification (which drops ordinary comments) and after Vite puts its preload list first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = bundle as unknown as Record<string, OutputFile>;
        for (const chunk of Object.values(files)) {
          if (chunk.type !== 'chunk' || !chunk.name || !chunkNames.includes(chunk.name)) continue;
          chunk.code = EAGER_COMPILE_HINT + chunk.code;
          // The code moved down one line, so its source map (already an asset of its own) starts with an empty one.
          const map = files[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && map.source !== undefined) {
            const json = JSON.parse(
              typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
            ) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
