import { resizedImageAttributes } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/**
 * The variant's (or white-label brand's) logo; the bff already applied the brand-1 fallback. Its text is the
 * shop's name for this host (store-config: the brand's on a white-label host), as the heading and title say.
 * On a phone it is at most 104 × 32 px (scaled, never cropped), so the header's one row fits a 320 px screen.
 * Served as a raster by the image resizer (see the `logo` preset).
 */
export function Logo() {
  const { variant, storeConfig } = useBootstrap();
  const locale = useCurrentLocale();
  const t = useT();
  const { src, srcSet } = resizedImageAttributes(variant.assets.logo, 'logo');
  return (
    <Link
      to="/{-$locale}"
      params={{ locale }}
      className="inline-flex shrink-0 items-center"
      aria-label={t('shell.header.home')}
    >
      <img
        src={src}
        srcSet={srcSet}
        alt={storeConfig.site.name || variant.name}
        // The brands' logos are 200 × 48: the box the page reserves has their shape, so nothing moves when it loads.
        width={200}
        height={48}
        className="h-8 w-auto max-w-26 object-contain object-left sm:h-10 sm:max-w-none"
        data-testid="brand-logo"
        data-brand={variant.brand ?? undefined}
      />
    </Link>
  );
}
