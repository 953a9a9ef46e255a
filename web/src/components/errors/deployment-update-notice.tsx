import { useT } from '@/lib/i18n';

/** §8: the page's code was replaced by a new deployment; a reload fetches the new one. */
export function DeploymentUpdateNotice() {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="mb-4 text-2xl font-bold">{t('errors.deployment_update')}</h1>
      <p className="mb-8 text-muted">{t('shell.update.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded bg-accent px-5 py-2 font-medium text-on-accent"
      >
        {t('errors.refresh')}
      </button>
    </main>
  );
}
