import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/icons';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { MIN_SUGGEST_LENGTH, nextActive, SUGGEST_DEBOUNCE_MS, type Suggestion } from '../suggestions';

const loadSuggestions = () => import('../api/get-suggestions');

/**
 * The header's search box on every page: a WAI-ARIA combobox whose list suggests categories and products as the
 * shopper types (debounced), ArrowDown/ArrowUp move through it, Enter opens the highlighted suggestion (or searches
 * the text), Escape closes the list, then clears the text. Submitting goes to /search?s=…; before the page's
 * JavaScript has arrived it is a plain GET form doing the same. On a phone the box sits behind a search button
 * and opens under the header's one row.
 */
export function HeaderSearch() {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const inputId = useId();
  const listId = useId();
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);

  // Suggestions for the text once typing pauses; an answer for an older text is dropped.
  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_SUGGEST_LENGTH) {
      // Kept as it is when already empty: a new [] would re-render the box right after every page's hydration.
      setSuggestions((current) => (current.length === 0 ? current : []));
      setActive(-1);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void loadSuggestions()
        .then(({ fetchSuggestions }) => fetchSuggestions(queryClient, locale, query))
        .then((found) => {
          if (!current) return;
          setSuggestions(found);
          setActive(-1);
          setExpanded(found.length > 0 && document.activeElement === inputRef.current);
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, locale, queryClient]);

  useEffect(() => {
    if (panelOpen) inputRef.current?.focus();
  }, [panelOpen]);

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };
  const leave = () => {
    close();
    setPanelOpen(false);
    inputRef.current?.blur();
  };
  const choose = (suggestion: Suggestion) => {
    leave();
    setText('');
    void router.navigate({ href: suggestion.href });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const s = text.trim();
    leave();
    void navigate({ to: '/{-$locale}/search', params: { locale }, search: s ? { s } : {} });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setExpanded(true);
      setActive((current) =>
        nextActive(expanded ? current : -1, event.key as 'ArrowDown', suggestions.length),
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (!chosen) return;
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (text) setText('');
      else if (panelOpen) {
        setPanelOpen(false);
        toggleRef.current?.focus();
      }
    }
  };

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  const groups = (['category', 'product'] as const).map((kind) => ({
    kind,
    items: suggestions.map((item, index) => ({ item, index })).filter(({ item }) => item.kind === kind),
  }));

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen(!panelOpen)}
        onPointerEnter={() => void loadSuggestions()}
        className="ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded hover:bg-raised md:hidden"
        data-testid="open-search"
      >
        <SearchIcon />
        <span className="sr-only">{t('listing.search.label')}</span>
      </button>
      <search
        id={panelId}
        className={`${panelOpen ? 'absolute inset-x-0 top-full flex border-b border-line bg-surface p-2 shadow-md' : 'hidden'} md:static md:flex md:max-w-xl md:min-w-0 md:flex-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        <form
          action={`/${locale}/search`}
          method="get"
          onSubmit={submit}
          className="relative flex w-full min-w-0"
          data-testid="header-search"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('listing.search.label')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="s"
            type="text"
            enterKeyHint="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => {
              void loadSuggestions();
              if (suggestions.length > 0) setExpanded(true);
            }}
            onBlur={close}
            onKeyDown={onKeyDown}
            placeholder={t('catalogue.search.placeholder')}
            className="h-10 min-w-0 flex-1 rounded-l border border-r-0 border-line bg-surface px-3"
          />
          <button
            type="submit"
            className="inline-flex h-10 w-11 shrink-0 items-center justify-center rounded-r bg-accent text-on-accent"
          >
            <SearchIcon />
            <span className="sr-only">{t('listing.search.submit')}</span>
          </button>
          <div
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded border border-line bg-surface py-1 shadow-lg"
            data-testid="search-suggestions"
          >
            {groups.map(
              ({ kind, items }) =>
                items.length > 0 && (
                  // biome-ignore lint/a11y/useSemanticElements: a group of listbox options (WAI-ARIA), not form fields.
                  <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
                    <div
                      id={`${listId}-${kind}`}
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                    >
                      {kind === 'category'
                        ? t('search.suggestions.categories')
                        : t('search.suggestions.products')}
                    </div>
                    {items.map(({ item, index }) => (
                      <div
                        key={`${item.kind}-${item.id}`}
                        id={`${listId}-${index}`}
                        role="option"
                        aria-selected={index === active}
                        tabIndex={-1}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(item)}
                        onKeyDown={() => undefined}
                        className={`cursor-pointer truncate px-3 py-2 ${index === active ? 'bg-accent text-on-accent' : 'hover:bg-raised'}`}
                      >
                        {item.label}
                      </div>
                    ))}
                  </div>
                ),
            )}
          </div>
        </form>
      </search>
    </>
  );
}
