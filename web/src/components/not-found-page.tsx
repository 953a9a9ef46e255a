import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/**
 * §8: the one 404 page (unknown path, product, category, content slug, failed route validation): it names the
 * path that was asked for and offers a search and the way home. It renders inside the shell's <main>.
 */
export function NotFoundPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const id = useId();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const s = String(new FormData(event.currentTarget).get('s') ?? '').trim();
    void navigate({ to: '/{-$locale}/search', params: { locale }, search: s ? { s } : {} });
  };
  return (
    <section aria-labelledby="not-found-title" data-testid="not-found" className="max-w-2xl py-8">
      <h1 id="not-found-title" className="mb-4 text-3xl font-bold">
        {t('errors.page_not_found')}
      </h1>
      <p className="text-muted [overflow-wrap:anywhere]">
        {t('shell.not_found.path')} <code className="font-mono">{path}</code>
      </p>
      {/* A plain GET form: it searches before the page's JavaScript has arrived too. */}
      <search className="mt-8 block">
        <form action={`/${locale}/search`} method="get" onSubmit={submit} className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {t('listing.search.label')}
          </label>
          <input
            id={id}
            name="s"
            type="search"
            placeholder={t('catalogue.search.placeholder')}
            className="min-w-0 flex-1 rounded border border-line bg-surface px-3 py-2"
          />
          <button type="submit" className="rounded bg-accent px-4 py-2 font-medium text-on-accent">
            {t('listing.search.submit')}
          </button>
        </form>
      </search>
      <Link
        to="/{-$locale}"
        params={{ locale }}
        className="mt-6 inline-block rounded border border-line px-5 py-2 font-medium hover:bg-raised"
      >
        {t('errors.return_home')}
      </Link>
    </section>
  );
}
