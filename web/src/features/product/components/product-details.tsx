import type { ProductDetail } from '@storefront/shared-types';
import { useT } from '../../../lib/i18n';

/** Description, attributes (additional fields) and the offers the product belongs to. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const t = useT();
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-2">
      <section aria-labelledby="product-description">
        <h2 id="product-description" className="mb-2 text-xl font-semibold">
          {t('product.description')}
        </h2>
        <p>{product.description}</p>
        {product.flags.length > 0 && (
          <ul aria-label={t('product.offers')} className="mt-4 flex flex-wrap gap-2">
            {product.flags.map((flag) => (
              <li key={flag.id} className="rounded-full border border-line px-3 py-1 text-sm">
                {flag.name}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="product-attributes">
        <h2 id="product-attributes" className="mb-2 text-xl font-semibold">
          {t('product.attributes')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1" data-testid="product-attributes">
          <dt className="text-muted">{t('catalogue.product.manufacturer')}</dt>
          <dd>{product.manufacturer}</dd>
          <dt className="text-muted">{t('product.sku')}</dt>
          <dd>{product.sku}</dd>
          {product.attributes.map((attribute) => (
            <AttributeRow key={attribute.key} name={attribute.name} value={attribute.valueName} />
          ))}
        </dl>
      </section>
    </div>
  );
}

function AttributeRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
