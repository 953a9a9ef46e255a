import { lazy, Suspense } from 'react';
import { useT } from '../../lib/i18n';

// The menu, its category API and the zod schemas that check the tree come in a chunk of their own: they are
// not needed for the first paint, and building the schemas was a third of the start-up script's CPU time.
const CategoryMenu = lazy(() =>
  import('../../features/catalogue/components/category-menu').then((m) => ({ default: m.CategoryMenu })),
);

/** The header's category menu; until its chunk arrives, the same disclosure button so nothing shifts. */
export function LazyCategoryMenu() {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="relative">
          <button
            type="button"
            aria-expanded={false}
            className="rounded px-3 py-2 font-medium hover:bg-raised"
          >
            {t('shell.header.categories')}
          </button>
        </div>
      }
    >
      <CategoryMenu />
    </Suspense>
  );
}
