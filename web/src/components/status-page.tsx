import { useBootstrap } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/** A bare page that proves the app boots and renders, for people and monitors alike. */
export function StatusPage() {
  const t = useT();
  const { variant } = useBootstrap();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16" data-testid="status-page">
      <h1 className="mb-4 text-2xl font-bold">{t('shell.page.status')}</h1>
      <p>{t('shell.status.ok')}</p>
      <dl className="mt-6 grid grid-cols-2 gap-2 text-sm text-muted">
        <dt>{t('shell.status.variant')}</dt>
        <dd>{variant.code}</dd>
      </dl>
    </main>
  );
}
