import { type FormEvent, useId } from 'react';
import { useT } from '@/lib/i18n';

/** The search page's text box; submitting starts a new result set for the text. */
export function SearchForm({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('s') ?? ''));
  };
  return (
    <search>
      <form onSubmit={submit} className="flex max-w-xl gap-2">
        <label htmlFor={id} className="sr-only">
          {t('listing.search.label')}
        </label>
        <input
          id={id}
          key={value}
          name="s"
          type="search"
          defaultValue={value}
          placeholder={t('catalogue.search.placeholder')}
          className="min-w-0 flex-1 rounded border border-line px-3 py-2"
        />
        <button type="submit" className="rounded bg-accent px-4 py-2 font-medium text-on-accent">
          {t('listing.search.submit')}
        </button>
      </form>
    </search>
  );
}
