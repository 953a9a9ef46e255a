import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import type { LayoutName } from '../../lib/route-meta';
import { Footer } from './footer';
import { Header } from './header';

/** Layouts of the focused flows drop the navigation so the visitor stays on task. */
const COMPACT: ReadonlySet<LayoutName> = new Set(['checkout', 'payment', 'create-order', 'simple-layout']);
const WIDE: ReadonlySet<LayoutName> = new Set(['index-page', 'market-page']);

/** The application shell: skip link, header, the page in its layout, footer. */
export function Shell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const t = useT();
  const compact = COMPACT.has(layout);
  return (
    <div className="flex min-h-screen flex-col" data-layout={layout}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('shell.skip_to_content')}
      </a>
      <Header compact={compact} />
      <main
        id="main"
        className={`mx-auto w-full flex-1 px-4 py-6 ${WIDE.has(layout) ? 'max-w-screen-2xl' : 'max-w-screen-xl'}`}
      >
        {children}
      </main>
      <Footer compact={compact} />
    </div>
  );
}
