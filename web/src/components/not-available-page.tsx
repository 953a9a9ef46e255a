import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/use-route-meta';

/** A real page of an area that a later release fills in: its title and a plain statement, no fake content. */
export function NotAvailablePage() {
  const t = useT();
  const meta = useRouteMeta();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {meta?.titleKey ? t(meta.titleKey) : ''}
      </h1>
      <p className="text-muted" data-testid="not-available">
        {t('shell.not_available')}
      </p>
    </section>
  );
}
