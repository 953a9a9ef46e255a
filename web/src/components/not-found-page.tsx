import { useRouterState } from '@tanstack/react-router';
import { useT } from '../lib/i18n';

/** §8: the fatal 404, naming the path that was asked for. */
export function NotFoundPage() {
  const t = useT();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <section aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title" className="mb-4 text-3xl font-bold">
        {t('errors.page_not_found')}
      </h1>
      <p className="text-muted">
        {t('shell.not_found.path')} <code className="font-mono">{path}</code>
      </p>
    </section>
  );
}
