import { heroImageAttributes } from '@storefront/shared-types';
import { useBootstrap } from '../../../lib/app-context';
import { useT } from '../../../lib/i18n';

/**
 * The brand's first hero image (brand-1 fallback applied by the bff) under the site's greeting. It is the home
 * page's LCP element: it needs only the bootstrap, loads eagerly at high priority, and its URLs are the ones the
 * bff preloads in the page head (§9: through the resizer at quality 75, height 800, webp, 1x and 2x).
 */
export function Hero() {
  const t = useT();
  const { variant, storeConfig } = useBootstrap();
  const image = heroImageAttributes(variant.assets.heroImages[0]);
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden rounded-lg bg-raised">
      {image && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          alt=""
          // The box is reserved before the image arrives (no layout shift); object-cover fills it.
          width={1600}
          height={800}
          fetchPriority="high"
          loading="eager"
          decoding="sync"
          className="aspect-[2/1] w-full object-cover"
          data-testid="hero-image"
        />
      )}
      <div className="p-6">
        <h1 id="home-title" className="text-3xl font-bold">
          {storeConfig.site.name}
        </h1>
        <p className="mt-2 text-muted">{t('shell.home.tagline')}</p>
      </div>
    </section>
  );
}
