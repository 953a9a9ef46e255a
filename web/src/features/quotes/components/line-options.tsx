import { useT } from '@/lib/i18n';

type Options = { size?: string | null; colour?: string | null; notes?: string | null } | null | undefined;

/** A line's options as the shopper gave them: "Size: 42 · Colour: sand", each named, nothing when none. */
export function LineOptions({ options }: { options: Options }) {
  const t = useT();
  const parts = [
    options?.size ? `${t('quotes.option.size')}: ${options.size}` : null,
    options?.colour ? `${t('quotes.option.colour')}: ${options.colour}` : null,
    options?.notes ? `${t('quotes.option.notes')}: ${options.notes}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="block break-words text-muted">{parts.join(' · ')}</span>;
}
