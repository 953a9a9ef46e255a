import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useT } from '../../lib/i18n';

// The menu, its category API and the zod schemas that check the tree come in a chunk of their own, asked for
// after the first paint: nothing the first paint shows needs them, and every request started before it
// competes with the page's own code and hero image for the connection.
const CategoryMenu = lazy(() =>
  import('../../features/catalogue/components/category-menu').then((m) => ({ default: m.CategoryMenu })),
);

/** Becomes true once the browser has painted the first frame with this component in it. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

/** The header's category menu; until its chunk arrives, the same disclosure button so nothing shifts. */
export function LazyCategoryMenu() {
  const t = useT();
  const painted = usePainted();
  const placeholder = (
    <div className="relative">
      <button type="button" aria-expanded={false} className="rounded px-3 py-2 font-medium hover:bg-raised">
        {t('shell.header.categories')}
      </button>
    </div>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CategoryMenu />
    </Suspense>
  );
}
