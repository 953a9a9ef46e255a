import { htmlLang, PRO_ORDER_LIMITS, type ProProduct } from '@storefront/shared-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { callMessageOf } from '@/lib/forms/call-message';
import { useI18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatMoney } from '@/lib/money/price-display';
import { useHydrated } from '@/lib/use-hydrated';
import { proCatalogueQueryOptions } from '../api/pro-queries';
import { type ProDraft, priceDraft } from '../pro-order-draft';
import { ProOrdersList } from './pro-orders-list';

/**
 * /site-pro: the pro buyer's marketplace. The catalogue with each product's volume tiers (1–9 the list price,
 * 10–49 −5 %, 50+ −10 %; priced in euros), a quantity per product and the running total the shop will charge;
 * placing the order makes an unpaid pro order and takes the buyer to its delivery declaration. Below, their pro
 * orders with what each still needs.
 */
export function ProMarketPage({ languageId }: { languageId: number }) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const { data: catalogue, isError } = useQuery(proCatalogueQueryOptions(page, languageId));
  const [draft, setDraft] = useState<ProDraft>({});
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  const priced = priceDraft(draft);

  const setQuantity = (product: ProProduct, value: string) => {
    const quantity = value === '' ? 0 : Number(value);
    setDraft((current) => {
      const { [product.id]: _dropped, ...rest } = current;
      return quantity === 0 ? rest : { ...rest, [product.id]: { product, quantity } };
    });
  };

  return (
    <div
      className={`mx-auto w-full max-w-6xl ${priced.lines.length > 0 ? 'pb-20 lg:pb-0' : ''}`}
      data-testid="pro-market"
    >
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('pro.market.title')}
      </h1>
      <p className="mb-6 text-muted">{t('pro.market.tiers_intro')}</p>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="pro-catalogue-title">
          <h2 id="pro-catalogue-title" className="mb-3 text-xl font-semibold">
            {t('pro.market.catalogue')}
          </h2>
          {isError && <FormAlert message="pro.market.load_failed" />}
          {!catalogue && !isError && <p role="status">{t('pro.market.loading')}</p>}
          {catalogue && (
            <>
              <ul className="grid gap-3" data-testid="pro-products">
                {catalogue.products.map((product) => (
                  <ProProductRow
                    key={product.id}
                    product={product}
                    quantity={draft[product.id]?.quantity}
                    onQuantity={(value) => setQuantity(product, value)}
                    money={money}
                  />
                ))}
              </ul>
              <nav aria-label={t('pro.market.pages')} className="mt-4 flex items-center gap-3">
                <button
                  type="button"
                  className="rounded border border-line px-3 py-2 disabled:opacity-50"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t('pro.market.previous')}
                </button>
                <span>{t('pro.market.page_of', { page, count: catalogue.page_count })}</span>
                <button
                  type="button"
                  className="rounded border border-line px-3 py-2 disabled:opacity-50"
                  disabled={page >= catalogue.page_count}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('pro.market.next')}
                </button>
              </nav>
            </>
          )}
        </section>
        <ProOrderSummary draft={draft} languageId={languageId} money={money} />
      </div>
      <ProOrdersList money={money} />
      {priced.lines.length > 0 && (
        // On a phone the order summary is below the whole page of products: a bar keeps the total in sight and
        // leads to it (from lg the summary sits beside the catalogue).
        <div className="fixed inset-x-0 bottom-0 z-10 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-3 lg:hidden">
          <span className="font-semibold">
            {t('pro.market.total')}: <span data-testid="pro-bar-total">{money(priced.total)}</span>
          </span>
          <a href="#pro-summary-title" className="rounded bg-accent px-4 py-2 font-semibold text-on-accent">
            {t('pro.market.review')}
          </a>
        </div>
      )}
    </div>
  );
}

function ProProductRow({
  product,
  quantity,
  onQuantity,
  money,
}: {
  product: ProProduct;
  quantity: number | undefined;
  onQuantity: (value: string) => void;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  const inputId = `pro-quantity-${product.id}`;
  const tooMany = quantity !== undefined && quantity > product.stock;
  return (
    <li
      className="grid gap-2 rounded border border-line p-3 sm:grid-cols-[1fr_auto]"
      data-testid={`pro-product-${product.id}`}
    >
      <div className="min-w-0">
        <p className="font-semibold break-words">{product.name}</p>
        <p className="text-xs text-muted">
          {product.sku} · {t('pro.market.stock', { stock: product.stock })}
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 text-sm" aria-label={t('pro.market.tiers')}>
          {product.tiers.map((tier, index) => {
            const next = product.tiers[index + 1];
            const range = next
              ? t('pro.market.tier_range', { from: tier.min, to: next.min - 1 })
              : t('pro.market.tier_from', { from: tier.min });
            return (
              <li key={tier.min}>
                {range}: <strong>{money(tier.unit_price)}</strong>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="sm:w-32">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
          {t('pro.market.quantity')}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={Math.min(product.stock, PRO_ORDER_LIMITS.quantity)}
          step={1}
          value={quantity ?? ''}
          onChange={(event) => onQuantity(event.target.value)}
          aria-invalid={tooMany || undefined}
          aria-describedby={tooMany ? `${inputId}-error` : undefined}
          className="w-full rounded border border-line bg-surface px-3 py-2 text-ink aria-invalid:border-danger"
        />
        {tooMany && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-danger">
            {t('pro.market.too_many', { stock: product.stock })}
          </p>
        )}
      </div>
    </li>
  );
}

/** The order being put together: its lines with their tiers, the total, and the button that places it. */
function ProOrderSummary({
  draft,
  languageId,
  money,
}: {
  draft: ProDraft;
  languageId: number;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const { lines, total } = priceDraft(draft);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // One key per set of lines: a double click places one order, a changed order is a new one.
  const key = useRef({ lines: '', value: newIdempotencyKey() });

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lines.length === 0) {
      setError('pro.market.empty');
      return;
    }
    const body = lines.map(({ product_id, quantity }) => ({ product_id, quantity }));
    const signature = JSON.stringify(body);
    if (key.current.lines !== signature) key.current = { lines: signature, value: newIdempotencyKey() };
    setPending(true);
    setError(undefined);
    try {
      const order = await apiOf(queryClient).call('proOrderPlace', {
        body: { lines: body, language_id: languageId, idempotency_key: key.current.value },
      });
      await queryClient.invalidateQueries({ queryKey: ['pro'] });
      await navigate({
        to: '/{-$locale}/site-pro-delivery',
        params: { locale },
        search: { order: order.id },
      });
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <aside
      aria-labelledby="pro-summary-title"
      className="self-start rounded border border-line p-4 lg:sticky lg:top-4"
    >
      <h2 id="pro-summary-title" className="mb-3 text-xl font-semibold">
        {t('pro.market.your_order')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t('pro.market.empty_hint')}</p>
      ) : (
        <ul className="mb-3 grid gap-1 text-sm" data-testid="pro-summary-lines">
          {lines.map((line) => (
            <li key={line.product_id} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">
                {line.quantity} × {line.name}
                {line.discount_percent > 0 && (
                  <span className="ml-1 text-success">−{line.discount_percent} %</span>
                )}
              </span>
              <span className="whitespace-nowrap">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mb-3 flex justify-between border-t border-line pt-2 font-bold">
        <span>{t('pro.market.total')}</span>
        <span data-testid="pro-summary-total">{money(total)}</span>
      </p>
      <form method="post" noValidate onSubmit={(e) => void place(e)} aria-label={t('pro.market.place')}>
        <FormAlert message={error} />
        <button
          type="submit"
          disabled={!hydrated || pending}
          aria-busy={pending || undefined}
          className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60"
          data-testid="pro-place"
        >
          {t('pro.market.place')}
        </button>
      </form>
      <p className="mt-2 text-xs text-muted">{t('pro.market.place_hint')}</p>
    </aside>
  );
}
