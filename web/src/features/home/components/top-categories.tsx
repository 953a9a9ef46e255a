import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { StaticIsland } from '@/components/static-island';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { categoryTreeQueryOptions } from '@/lib/site-data/get-category-tree';

/** Top-level categories shown; the tree is the header menu's (one cached query for both). */
const TOP_CATEGORIES = 12;
/** Placeholders while the tree loads: two rows of chips, the height the real list takes on a phone. */
const PLACEHOLDER_CHIPS = 6;

/** The category tree's roots in their position order, each leading to its category page. */
export function TopCategories() {
  const t = useT();
  const locale = useCurrentLocale();
  const { data: tree, isPending } = useQuery(categoryTreeQueryOptions(locale));
  const roots = (tree ?? []).filter((category) => category.slug).slice(0, TOP_CATEGORIES);
  if (!isPending && roots.length === 0) return null;
  // Links only: kept as the server wrote them until the tree changes.
  return (
    <StaticIsland content={tree}>
      <section aria-labelledby="home-categories" className="mt-8" data-testid="top-categories">
        <h2 id="home-categories" className="mb-3 text-xl font-semibold">
          {t('home.categories.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {isPending
            ? Array.from({ length: PLACEHOLDER_CHIPS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity of their own
                <li key={index} className="h-12 rounded border border-line bg-raised" aria-hidden="true" />
              ))
            : roots.map((category) => (
                <li key={category.id}>
                  <Link
                    to="/{-$locale}/c/$"
                    params={{ locale, _splat: category.slug ?? '' }}
                    className="flex h-12 items-center justify-center rounded border border-line px-3 text-center font-medium hover:border-accent"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
        </ul>
      </section>
    </StaticIsland>
  );
}
