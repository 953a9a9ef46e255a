import { useQuery } from '@tanstack/react-query';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { flagsQueryOptions } from '@/lib/site-data/get-flags';
import { OfferCard } from './offer-card';

/** Cards shown while the flags load: about as tall as a row of real offers, so the page below does not jump. */
const PLACEHOLDER_CARDS = 3;

/** §3 offers: every flag of the language, in the catalogue's order, each with its items' images. */
export function Offers() {
  const t = useT();
  const locale = useCurrentLocale();
  const { data: flags, isPending } = useQuery(flagsQueryOptions(locale));
  if (!isPending && (flags ?? []).length === 0) return null;
  return (
    <section aria-labelledby="home-offers" className="mt-8" data-testid="offers">
      <h2 id="home-offers" className="mb-3 text-xl font-semibold">
        {t('home.offers.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {flags
          ? flags.map((flag) => <OfferCard key={flag.id} flag={flag} locale={locale} />)
          : Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity of their own
              <li key={index} className="h-36 rounded-lg border border-line bg-raised" aria-hidden="true" />
            ))}
      </ul>
    </section>
  );
}
