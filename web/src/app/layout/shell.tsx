import { createContext, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { LayoutName } from '@/lib/route-meta';
import { CONTENT_GRID } from './content-grid';
import { Footer } from './footer';
import { Header } from './header';

/** Layouts of the focused flows drop the navigation so the visitor stays on task. */
const COMPACT: ReadonlySet<LayoutName> = new Set(['checkout', 'payment', 'create-order', 'simple-layout']);

/** True inside the shell: a 404 rendered within a layout shows the page alone, not a second shell. */
export const InShellContext = createContext(false);

/** The application shell: skip link, header, the page on the one content grid, footer. */
export function Shell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const t = useT();
  const compact = COMPACT.has(layout);
  return (
    <InShellContext.Provider value={true}>
      <div className="flex min-h-screen flex-col" data-layout={layout}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
        >
          {t('shell.skip_to_content')}
        </a>
        <Header compact={compact} />
        <main id="main" className={`${CONTENT_GRID} flex-1 py-6`}>
          {children}
        </main>
        <Footer compact={compact} />
      </div>
    </InShellContext.Provider>
  );
}
