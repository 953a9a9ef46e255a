import type { ListingContentType } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/lib/i18n';
import type { Crumb } from '../breadcrumbs';

/** The trail from the root (marketplace or deal zone) to the current category; the last step is the page. */
export function ListingBreadcrumbs({
  crumbs,
  contentType,
}: {
  crumbs: readonly Crumb[];
  contentType: ListingContentType;
}) {
  const { t, locale } = useI18n();
  return (
    <nav aria-label={t('listing.breadcrumbs')} className="text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          const link =
            crumb.slug === null ? (
              <Link
                to={contentType === 'offers' ? '/{-$locale}/dealzone' : '/{-$locale}/marketplace'}
                params={{ locale }}
              >
                {crumb.label}
              </Link>
            ) : (
              <Link to="/{-$locale}/c/$" params={{ locale, _splat: crumb.slug }}>
                {crumb.label}
              </Link>
            );
          return (
            <li key={crumb.slug ?? ''} className="flex gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {last ? <span aria-current="page">{crumb.label}</span> : link}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
