import { resizedImageAttributes } from '@storefront/shared-types';
import { useBootstrap } from '@/lib/app-context';
import { useT } from '@/lib/i18n';

const BENEFIT_KEYS = [
  'shell.home.benefit_shipping',
  'shell.home.benefit_payment',
  'shell.home.benefit_warranty',
  'shell.home.benefit_support',
] as const;

/** The brand's benefit icons with their captions; icons beyond the known captions are left out. */
export function Benefits() {
  const t = useT();
  const { variant } = useBootstrap();
  const items = variant.assets.benefitIcons.slice(0, BENEFIT_KEYS.length);
  if (items.length === 0) return null;
  return (
    <section aria-label={t('shell.home.benefits')} className="mt-8">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((icon, index) => (
          <li key={icon} className="flex items-center gap-3 rounded border border-line p-3">
            {/* A raster from the resizer: each SVG image would be laid out in a document of its own. */}
            <img
              {...resizedImageAttributes(icon, 'icon')}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="h-10 w-10"
            />
            <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
              {t(BENEFIT_KEYS[index] ?? BENEFIT_KEYS[0])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
