import { resizedImageAttributes } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/**
 * The variant's (or white-label brand's) logo; the bff already applied the brand-1 fallback. Its text is the
 * shop's name for this host (store-config: the brand's on a white-label host), as the heading and title say.
 * On a phone it is the logo's square mark alone, 32 × 32 px (the image cropped to its left square): the whole
 * logo scaled into the header's row put the site name at about 7 px, which nobody can read; the name is the
 * image's text for assistive technology. From `sm` up the whole logo shows at its own size (48 px high), its name at 12 px.
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
        className="size-8 object-cover object-left sm:h-12 sm:w-auto sm:object-contain"
        data-testid="brand-logo"
        data-brand={variant.brand ?? undefined}
      />
    </Link>
  );
}
