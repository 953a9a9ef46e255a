import { HERO_IMAGE, HERO_IMAGE_WIDTH, heroImageAttributes } from '@storefront/shared-types';
import { useBootstrap } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

/**
 * The site's greeting beside the brand's first hero image (brand-1 fallback applied by the bff): a band, not a
 * screen, so the product rails below show on the first screen (about 180 px tall on a desktop, the image above the
 * text on a phone). The image is the home page's LCP element: it needs only the bootstrap, loads eagerly at high
 * priority with its box reserved (§9: through the resizer at quality 75, height 800, webp, 1x and 2x).
 */
export function Hero() {
  const t = useT();
  const { variant, storeConfig } = useBootstrap();
  // The box: the page's width on a phone, the grid's second column (22rem, 24rem from lg) from md.
  const image = heroImageAttributes(
    variant.assets.heroImages[0],
    '(min-width: 1024px) 24rem, (min-width: 768px) 22rem, 100vw',
  );
  return (
    <section
      aria-labelledby="home-title"
      className="grid overflow-hidden rounded-lg bg-raised md:grid-cols-[1fr_minmax(0,22rem)] md:items-center lg:grid-cols-[1fr_minmax(0,24rem)]"
      data-testid="hero"
    >
      {image && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt=""
          // The box is reserved before the image arrives (no layout shift); object-cover fills it.
          width={HERO_IMAGE_WIDTH}
          height={HERO_IMAGE.height}
          fetchPriority="high"
          loading="eager"
          decoding="sync"
          className="aspect-[2/1] max-h-48 w-full object-cover md:order-2 md:max-h-none"
          data-testid="hero-image"
        />
      )}
      <div className="px-4 py-3 md:px-6 md:py-4">
        <h1 id="home-title" className="text-2xl font-bold md:text-3xl">
          {storeConfig.site.name}
        </h1>
        <p className="mt-1 text-muted">{t('shell.home.tagline')}</p>
      </div>
    </section>
  );
}
