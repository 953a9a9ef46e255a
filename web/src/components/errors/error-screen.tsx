import { useT } from '@/lib/i18n';

/**
 * §8 unexpected-error screen. It renders outside the shell (the shell may be what broke), so it only needs the
 * translations; home is a plain link to `/` that reloads the app from scratch.
 */
export function ErrorScreen({ error }: { error: Error }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
        <h1 className="mb-4 text-3xl font-bold">{t('errors.unexpected_title')}</h1>
        <p className="mb-8 text-muted">{t('errors.trying_to_resolve')}</p>
        <details className="mb-8 rounded border border-line bg-raised p-4" open>
          <summary className="cursor-pointer font-medium">{t('shell.error.details')}</summary>
          <p className="mt-2 font-mono text-sm" data-testid="error-message">
            {error.message}
          </p>
          {error.stack && <pre className="mt-2 overflow-auto whitespace-pre-wrap text-xs">{error.stack}</pre>}
        </details>
        <a href="/" className="inline-block rounded bg-accent px-5 py-2 font-medium text-on-accent">
          {t('errors.return_home')}
        </a>
      </main>
      <footer className="border-t border-line px-4 py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} {t('footer.all_rights_reserved')}
      </footer>
    </div>
  );
}
