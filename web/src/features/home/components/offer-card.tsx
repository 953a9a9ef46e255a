import {
  type Flag,
  type LanguageCode,
  OFFER_IMAGES_PER_FLAG,
  presetImageAttributes,
} from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { StaticIsland } from '@/components/static-island';
import { useT } from '@/lib/i18n';
import { offerItemsQueryOptions } from '../api/get-offer-items';
import { offerListingLink } from '../offer-link';

const SLOTS = Array.from({ length: OFFER_IMAGES_PER_FLAG }, (_, index) => index);

/**
 * One §3 offer: the flag's name and images of up to 5 of its items, the whole card leading to the listing of
 * that flag. The image row keeps its size while the items load, so nothing below moves.
 */
export function OfferCard({ flag, locale }: { flag: Flag; locale: LanguageCode }) {
  const t = useT();
  const { data } = useQuery(offerItemsQueryOptions(flag.id, locale));
  const images = (data?.items ?? []).flatMap((item) =>
    item.image ? [{ id: item.id, image: item.image }] : [],
  );
  // A link and images: kept as the server wrote them until the items change.
  return (
    <li>
      <StaticIsland content={data}>
        <Link
          {...offerListingLink(locale, flag.id)}
          aria-label={t('home.offers.open', { name: flag.name })}
          className="block rounded-lg border border-line p-4 hover:border-accent"
          data-testid="offer"
          data-flag-id={flag.id}
        >
          <h3 className="mb-3 font-semibold">{flag.name}</h3>
          <ul className="grid grid-cols-5 gap-2" aria-hidden="true">
            {SLOTS.map((slot) => {
              const entry = images[slot];
              return (
                <li key={entry?.id ?? `slot-${slot}`} className="aspect-square rounded bg-raised">
                  {entry && (
                    <img
                      {...presetImageAttributes(entry.image, 'thumbnail')}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full rounded bg-white object-contain"
                      data-testid="offer-image"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </Link>
      </StaticIsland>
    </li>
  );
}
