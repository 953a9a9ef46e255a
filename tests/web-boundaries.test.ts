import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findBoundaryViolations } from '../scripts/check-web-boundaries.js';

// `npm run lint` runs scripts/check-web-boundaries.ts over web/src: the layer rule of the web (features never
// import each other; lib/ and components/ import no feature). Here it is shown failing on a small tree with each
// kind of offence, and passing on the real one.

const REPO = fileURLToPath(new URL('..', import.meta.url));
const SCRIPT = join(REPO, 'scripts/check-web-boundaries.ts');

const fixture = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
}

// Allowed: a feature using lib and components and its own files, a route and the app composing two features.
write(
  'lib/i18n.tsx',
  "import { translationsQueryOptions } from '../features/translations/api/get-translations';\n",
);
write('lib/api-client.ts', 'export const api = 1;\n');
write('components/dialog.tsx', "import { api } from '@/lib/api-client';\n");
write('features/translations/api/get-translations.ts', "import { api } from '@/lib/api-client';\n");
write(
  'features/cart/components/cart-view.tsx',
  "import { CheckoutButton } from '@/features/checkout/components/checkout-button';\nimport { Dialog } from '@/components/dialog';\nimport { cartState } from '../cart-state';\n",
);
write('features/cart/cart-state.ts', "import { api } from '@/lib/api-client';\n");
write('features/checkout/components/checkout-button.tsx', 'export const CheckoutButton = 1;\n');
write('features/product/product-page.tsx', "const area = () => import('../cart/components/cart-view');\n");
write('features/product/__tests__/price.test.ts', "vi.mock('@/features/currency/use-money');\n");
write(
  'routes/cart.tsx',
  "import { CartPage } from '@/features/cart/components/cart-view';\nimport { CheckoutButton } from '@/features/checkout/components/checkout-button';\n",
);
write('app/shell.tsx', "import { Dialog } from '../components/dialog';\n");

describe('the web layer check', () => {
  it('names each import that breaks the rule: file, specifier and rule', () => {
    const violations = findBoundaryViolations(fixture);
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          file: 'lib/i18n.tsx',
          specifier: '../features/translations/api/get-translations',
          rule: 'lib/ is shared infrastructure: it imports no feature, app, route or component',
        },
        {
          file: 'features/cart/components/cart-view.tsx',
          specifier: '@/features/checkout/components/checkout-button',
          rule: 'a feature never imports another feature: compose them in src/app or a route file',
        },
        {
          file: 'features/product/product-page.tsx',
          specifier: '../cart/components/cart-view',
          rule: 'a feature never imports another feature: compose them in src/app or a route file',
        },
        {
          file: 'features/product/__tests__/price.test.ts',
          specifier: '@/features/currency/use-money',
          rule: 'a feature never imports another feature: compose them in src/app or a route file',
        },
        {
          file: 'app/shell.tsx',
          specifier: '../components/dialog',
          rule: 'an import from app into components uses the @/ alias',
        },
      ]),
    );
    // Nothing else: a feature's own files, lib, components, and routes composing features are all allowed.
    expect(violations).toHaveLength(5);
  });

  it('fails `npm run lint` with the list', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, fixture], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "features/cart/components/cart-view.tsx: '@/features/checkout/components/checkout-button': a feature never imports another feature",
    );
    expect(run.stderr).toContain(
      "lib/i18n.tsx: '../features/translations/api/get-translations': lib/ is shared",
    );
  });

  it('passes on the web as it is', () => {
    expect(findBoundaryViolations(join(REPO, 'web/src'))).toEqual([]);
  });
});
