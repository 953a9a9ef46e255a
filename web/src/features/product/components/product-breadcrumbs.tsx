import type { Breadcrumb } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/** Home, the product's category chain (root first, as the catalogue gives it) and the product itself. */
export function ProductBreadcrumbs({ crumbs, current }: { crumbs: readonly Breadcrumb[]; current: string }) {
  const t = useT();
  const locale = useCurrentLocale();
  const linkClass = 'text-accent underline-offset-2 hover:underline';
  return (
    <nav aria-label={t('product.breadcrumbs')} className="mb-4 text-sm" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/{-$locale}" params={{ locale }} className={linkClass}>
            {t('product.home')}
          </Link>
        </li>
        {crumbs.map((crumb) =>
          crumb.id === null ? null : (
            <li key={crumb.id} className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <Link to="/{-$locale}/c/$" params={{ locale, _splat: crumb.id }} className={linkClass}>
                {crumb.translation}
              </Link>
            </li>
          ),
        )}
        <li className="flex items-center gap-2">
          <span aria-hidden="true">/</span>
          <span aria-current="page" className="text-muted">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
