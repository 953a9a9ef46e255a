import { htmlLang } from '@storefront/shared-types';
import { useCurrentLocale } from '@/lib/app-context';

/** A date in the page's language; UTC so the server and the browser write the same day. */
export function ContentDate({ iso }: { iso: string }) {
  const locale = useCurrentLocale();
  const text = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return <time dateTime={iso.slice(0, 10)}>{text}</time>;
}
