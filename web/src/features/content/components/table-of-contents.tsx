import type { TocEntry } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

/** A page long enough to need one has at least this many headings. */
const TOC_MIN_HEADINGS = 3;

/** Links to the headings of a long body (its h2 and h3); nothing on a short one. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const t = useT();
  if (toc.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav
      aria-labelledby="toc-title"
      className="mb-6 rounded border border-line bg-raised p-4 text-sm"
      data-testid="table-of-contents"
    >
      <h2 id="toc-title" className="mb-2 font-semibold">
        {t('content.toc')}
      </h2>
      <ol className="list-decimal space-y-1 pl-5">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'ml-4' : undefined}>
            <a href={`#${entry.id}`} className="text-accent underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
