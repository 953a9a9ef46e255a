import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileHint } from '../web/vite-plugin-compile-hint.js';

type Output = { type: 'chunk' | 'asset'; name?: string; fileName: string; code?: string; source?: unknown };

/** Runs the plugin's generateBundle on a bundle as Vite hands it over (chunks, their maps as assets). */
function generate(bundle: Record<string, Output>, names: string[]) {
  const hook = eagerCompileHint(names).generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: Record<string, Output>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings });

describe('eagerCompileHint', () => {
  it('puts the hint on the first line of the named chunks only, and moves their source maps down one line', () => {
    const bundle = generate(
      {
        'assets/framework-1.js': {
          type: 'chunk',
          name: 'framework',
          fileName: 'assets/framework-1.js',
          code: 'a();',
        },
        'assets/framework-1.js.map': {
          type: 'asset',
          fileName: 'assets/framework-1.js.map',
          source: map('AAAA'),
        },
        'assets/page-2.js': { type: 'chunk', name: 'page', fileName: 'assets/page-2.js', code: 'b();' },
        'assets/page-2.js.map': { type: 'asset', fileName: 'assets/page-2.js.map', source: map('AAAA') },
      },
      ['framework'],
    );
    const framework = bundle['assets/framework-1.js']?.code ?? '';
    expect(framework.split('\n')[0]).toBe(EAGER_COMPILE_HINT.trim());
    expect(framework.slice(EAGER_COMPILE_HINT.length)).toBe('a();');
    // Line 2 of the file is line 1 of the code: the first mapped segment now belongs to the second line.
    expect(JSON.parse(String(bundle['assets/framework-1.js.map']?.source)).mappings).toBe(';AAAA');
    expect(bundle['assets/page-2.js']?.code).toBe('b();');
    expect(JSON.parse(String(bundle['assets/page-2.js.map']?.source)).mappings).toBe('AAAA');
  });

  it('reads a source map given as bytes and leaves a chunk without a map as it is otherwise', () => {
    const bundle = generate(
      {
        'a.js': { type: 'chunk', name: 'app-initial', fileName: 'a.js', code: 'x' },
        'a.js.map': { type: 'asset', fileName: 'a.js.map', source: new TextEncoder().encode(map('CAAC')) },
        'b.js': { type: 'chunk', name: 'app-initial', fileName: 'b.js', code: 'y' },
      },
      ['app-initial'],
    );
    expect(JSON.parse(String(bundle['a.js.map']?.source)).mappings).toBe(';CAAC');
    expect(bundle['b.js']?.code).toBe(`${EAGER_COMPILE_HINT}y`);
  });
});
