import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { categoryTreeQueryOptions } from '@/lib/site-data/get-category-tree';

/** The header's category navigation: a disclosure button and the tree's top two levels, keyboard usable. */
export function CategoryMenu() {
  const t = useT();
  const locale = useCurrentLocale();
  const [open, setOpen] = useState(false);
  // The tree is asked for when the shopper shows intent (pointer over or focus on the button) or opens the menu,
  // not with every page: the call would load the API client's contract chunk in the middle of hydration.
  const queryClient = useQueryClient();
  const treeQuery = categoryTreeQueryOptions(locale);
  const { data: tree = [], isPending } = useQuery({ ...treeQuery, enabled: open });
  const prefetch = () => void queryClient.prefetchQuery(treeQuery);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector('button')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="rounded px-3 py-2 font-medium hover:bg-raised"
      >
        {t('shell.header.categories')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 z-40 mt-1 max-h-[70vh] w-[min(90vw,48rem)] overflow-auto rounded border border-line bg-surface p-4 shadow-lg"
      >
        {open && isPending ? (
          <p className="text-muted" aria-busy="true">
            …
          </p>
        ) : tree.length === 0 ? (
          <p className="text-muted">{t('shell.header.categories_empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tree.map((category) => (
              <li key={category.id}>
                <Link
                  to="/{-$locale}/c/$"
                  params={{ locale, _splat: category.slug ?? '' }}
                  className="font-semibold hover:underline"
                  onClick={() => setOpen(false)}
                >
                  {category.name}
                </Link>
                {category.children.length > 0 && (
                  <ul className="mt-1 space-y-1 text-sm">
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          to="/{-$locale}/c/$"
                          params={{ locale, _splat: child.slug ?? '' }}
                          className="text-muted hover:underline"
                          onClick={() => setOpen(false)}
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
