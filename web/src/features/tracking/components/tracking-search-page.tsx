import { useT } from '@/lib/i18n';
import { TrackingForm } from './tracking-form';

/** /tracking: the public form for a tracking or order number. */
export function TrackingSearchPage({ number, invalid }: { number: string | undefined; invalid: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-xl" data-testid="tracking-search">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('shell.page.tracking')}
      </h1>
      <p className="mb-6 text-muted">{t('tracking.intro')}</p>
      <TrackingForm initial={number} invalid={invalid} />
    </section>
  );
}
