import { presetImageAttributes, responsiveImageAttributes } from '@storefront/shared-types';
import { useState } from 'react';
import { useT } from '@/lib/i18n';

/**
 * The product's images through the resizer (webp, srcset 1x/2x). The main image is the page's LCP element, so
 * the first one loads eagerly at high priority with its box reserved; thumbnails switch the main image.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  if (!current) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded bg-raised text-muted">
        {t('product.no_image')}
      </div>
    );
  }
  // The box: the page's width on a phone, the layout's first column (22rem, 30rem from lg) from md.
  const main = responsiveImageAttributes(
    current,
    'product',
    '(min-width: 1024px) 30rem, (min-width: 768px) 22rem, 100vw',
  );
  return (
    <section aria-label={t('product.gallery')}>
      <img
        {...main}
        alt={t('product.image_alt', { name, n: selected + 1 })}
        // Only the first image is the LCP candidate; one picked later is already a user's choice.
        loading="eager"
        fetchPriority={selected === 0 ? 'high' : 'auto'}
        decoding={selected === 0 ? 'sync' : 'async'}
        className="aspect-square h-auto w-full rounded bg-white object-contain"
        data-testid="product-main-image"
      />
      {images.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('product.show_image', { n: index + 1 })}
                className="rounded border border-line p-0.5 aria-pressed:border-accent"
              >
                <img
                  {...presetImageAttributes(image, 'thumbnail')}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-16 bg-white object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
