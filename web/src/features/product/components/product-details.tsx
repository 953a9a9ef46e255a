import type { ProductDetail } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

/** Description and the full specifications: brand, code and the attributes (additional fields). */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const t = useT();
  return (
    <div className="mt-10 grid gap-8 border-t border-line pt-8 md:grid-cols-2">
      <section aria-labelledby="product-description">
        <h2 id="product-description" className="mb-2 text-xl font-semibold">
          {t('product.description')}
        </h2>
        <p className="max-w-prose leading-relaxed">{product.description}</p>
      </section>
      <section aria-labelledby="product-attributes">
        <h2 id="product-attributes" className="mb-2 text-xl font-semibold">
          {t('product.attributes')}
        </h2>
        <dl
          className="grid grid-cols-[minmax(0,auto)_1fr] overflow-hidden rounded border border-line text-sm [&>*:nth-child(4n+1)]:bg-raised [&>*:nth-child(4n+2)]:bg-raised"
          data-testid="product-attributes"
        >
          <AttributeRow name={t('catalogue.product.manufacturer')} value={product.manufacturer} />
          <AttributeRow name={t('product.sku')} value={product.sku} />
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
      <dt className="px-3 py-1.5 text-muted">{name}</dt>
      <dd className="min-w-0 break-words px-3 py-1.5">{value}</dd>
    </>
  );
}
