import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

// The menu and its category API come in a chunk of their own, asked for once the page is hydrated: nothing the
// server's HTML shows needs them, and every request started earlier competes with the page's own code and images.
const CategoryMenu = lazy(() =>
  import('@/features/catalogue/components/category-menu').then((m) => ({ default: m.CategoryMenu })),
);

/** The header's category menu; until its chunk arrives, the same disclosure button so nothing shifts. */
export function LazyCategoryMenu() {
  const t = useT();
  const hydrated = useHydrated();
  const placeholder = (
    <div className="relative">
      <button type="button" aria-expanded={false} className="rounded px-3 py-2 font-medium hover:bg-raised">
        {t('shell.header.categories')}
      </button>
    </div>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CategoryMenu />
    </Suspense>
  );
}
