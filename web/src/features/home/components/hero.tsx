import { useBootstrap } from '../../../lib/app-context';
import { useT } from '../../../lib/i18n';

/** The brand's first hero image (brand-1 fallback applied by the bff) under the site's greeting. */
export function Hero() {
  const t = useT();
  const { variant, storeConfig } = useBootstrap();
  const image = variant.assets.heroImages[0];
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden rounded-lg bg-raised">
      {image && (
        <img
          src={image}
          alt=""
          width={1600}
          height={800}
          fetchPriority="high"
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
