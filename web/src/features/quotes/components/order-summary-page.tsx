import { FORWARDING_TEXT_LIMITS, SHIPPING_METHODS, type ShippingMethodName } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { defaultCountryId } from '@/lib/delivery-countries';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { languageIdOf } from '@/lib/language-id';
import { modals } from '@/lib/modals/modal-store';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';
import { orderEstimate } from '../order-estimate';
import { isDraftEmpty } from '../order-form-draft';
import { lineErrors, linePayload } from '../order-form-validation';
import { useChosenAddress } from '../use-chosen-address';
import { useLinesSchema } from '../use-lines-schema';
import { orderFormDraft, useOrderFormDraft } from '../use-order-form-draft';
import { AddressText } from './address-text';
import { LineOptions } from './line-options';
import { TotalsBox } from './totals-box';

const FIELDSET = 'mb-6 rounded border border-line p-4';
const LEGEND = 'px-1 text-lg font-semibold';

/**
 * /order-form/summary (signed in): the lines as they will be sent, air or sea (air by default, §9), the delivery
 * address (the account's, or a new one through the address pop-up), the estimate by the shared shipping rule, and
 * the request. The quote request is sent once per attempt (its idempotency key), then the draft is forgotten.
 */
export function OrderSummaryPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const bootstrap = useBootstrap();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const user = useCurrentUser();
  const draft = useOrderFormDraft();
  const schema = useLinesSchema();
  const money = useMoneyFormatter('EUR');
  const commentId = useId();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const key = useRef<string | null>(null);

  const addresses = user?.delivery_addresses ?? [];
  const choose = useCallback(
    // Nothing to remember once the draft is sent (cleared): the choice is not written back into storage.
    (id: number | null) =>
      orderFormDraft.update((d) => (d.address_id === id || isDraftEmpty(d) ? d : { ...d, address_id: id })),
    [],
  );
  const address = useChosenAddress(addresses, draft.address_id, choose);
  const payloads = draft.lines.map(linePayload);
  const countryId = address?.country_id ?? defaultCountryId(bootstrap.storeConfig.searchKeys.countryId);
  const estimate = orderEstimate(payloads, draft.shipping_method, countryId);
  const invalid = Object.keys(lineErrors(draft.lines, schema)).length > 0;

  if (hydrated && isDraftEmpty(draft)) {
    return (
      <section
        aria-labelledby="page-title"
        className="mx-auto w-full max-w-3xl"
        data-testid="order-summary-empty"
      >
        <h1 id="page-title" className="mb-4 text-3xl font-bold">
          {t('shell.page.order_form_summary')}
        </h1>
        <p className="mb-4">{t('quotes.summary.empty')}</p>
        <Link to="/{-$locale}/order-form" params={{ locale }} className="text-accent underline">
          {t('quotes.summary.back')}
        </Link>
      </section>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!address) {
      setError('quotes.summary.choose_address');
      return;
    }
    if (invalid) {
      setError('quotes.form.fix_lines');
      return;
    }
    key.current ??= newIdempotencyKey();
    setPending(true);
    setError(undefined);
    try {
      const quote = await apiOf(queryClient).call('quoteRequest', {
        body: {
          lines: payloads,
          shipping_method: draft.shipping_method,
          address,
          ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
          language_id: languageIdOf(bootstrap, locale),
          idempotency_key: key.current,
        },
      });
      queryClient.setQueryData(quoteDetailQueryOptions(quote.slug).queryKey, quote);
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'list'] });
      orderFormDraft.clear();
      await navigate({
        to: '/{-$locale}/order-successful',
        params: { locale },
        search: { quote: quote.slug },
      });
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {t('shell.page.order_form_summary')}
      </h1>
      <form
        method="post"
        noValidate
        aria-label={t('shell.page.order_form_summary')}
        onSubmit={(e) => void submit(e)}
        className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      >
        <div className="min-w-0">
          <section className={FIELDSET} aria-labelledby="summary-lines">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="summary-lines" className="text-lg font-semibold">
                {t('quotes.summary.lines')}
              </h2>
              <Link to="/{-$locale}/order-form" params={{ locale }} className="text-sm text-accent underline">
                {t('quotes.summary.edit_lines')}
              </Link>
            </div>
            <ul className="divide-y divide-line" data-testid="summary-lines">
              {payloads.map((line, index) => (
                <li key={draft.lines[index]?.key} className="py-2 text-sm" data-testid="summary-line">
                  <span className="flex justify-between gap-3">
                    <span className="min-w-0 font-medium break-words">
                      {line.name} <span className="text-muted">× {line.quantity}</span>
                    </span>
                    <span className="shrink-0">
                      {Number.isFinite(line.unit_price_seen) && Number.isFinite(line.quantity)
                        ? money(line.unit_price_seen * line.quantity)
                        : '—'}
                    </span>
                  </span>
                  <span className="block truncate text-muted">{line.url}</span>
                  <LineOptions options={line.options} />
                </li>
              ))}
            </ul>
          </section>

          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>{t('quotes.summary.address')}</legend>
            {addresses.length === 0 && (
              <p className="mb-3 text-sm text-muted">{t('checkout.shipping.no_addresses')}</p>
            )}
            <div className="mb-3 grid gap-2">
              {addresses
                .filter((a) => a.id !== 0)
                .map((a) => (
                  <ChoiceOption
                    key={a.id}
                    name="address"
                    value={String(a.id)}
                    checked={address?.id === a.id}
                    onChange={() => choose(a.id)}
                    label={<AddressText address={a} />}
                    testId="summary-address"
                  />
                ))}
            </div>
            <button
              type="button"
              className="rounded border border-line px-3 py-2 text-sm font-medium"
              disabled={!hydrated}
              onClick={() => modals.open('new-address')}
              data-testid="summary-add-address"
            >
              {t('checkout.shipping.add_address')}
            </button>
          </fieldset>

          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>{t('quotes.summary.method')}</legend>
            <div className="grid gap-2">
              {SHIPPING_METHODS.map((method: ShippingMethodName) => (
                <ChoiceOption
                  key={method}
                  name="shipping_method"
                  value={method}
                  checked={draft.shipping_method === method}
                  onChange={() => orderFormDraft.update((d) => ({ ...d, shipping_method: method }))}
                  label={
                    <>
                      <span className="block font-medium">{t(`cart.shipping.${method}`)}</span>
                      {estimate && (
                        <span className="block text-sm text-muted">
                          {t('quotes.summary.transit', {
                            min: estimate.options[method].transit_days.min,
                            max: estimate.options[method].transit_days.max,
                          })}
                        </span>
                      )}
                    </>
                  }
                  aside={estimate ? money(estimate.options[method].price) : null}
                  testId={`summary-shipping-${method}`}
                />
              ))}
            </div>
          </fieldset>

          <div className="mb-6">
            <label htmlFor={commentId} className="mb-1 block text-sm font-medium">
              {t('quotes.summary.comment')}
            </label>
            <textarea
              id={commentId}
              rows={3}
              maxLength={FORWARDING_TEXT_LIMITS.comment}
              value={draft.comment}
              onChange={(e) => {
                const comment = e.target.value;
                orderFormDraft.update((d) => ({ ...d, comment }));
              }}
              className="w-full rounded border border-line bg-surface px-3 py-2"
            />
          </div>
        </div>

        <div className="min-w-0">
          {estimate && (
            <TotalsBox
              totals={estimate.totals}
              money={money}
              title={t('quotes.summary.estimate')}
              note={t('quotes.summary.estimate_note')}
              testId="summary-estimate"
            />
          )}
          <div className="mt-4">
            <FormAlert message={error} />
            <p className="mb-3 text-sm text-muted">{t('quotes.summary.what_next')}</p>
            <button
              type="submit"
              disabled={!hydrated || pending}
              aria-busy={pending || undefined}
              className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60"
              data-testid="summary-submit"
            >
              {t('quotes.summary.submit')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
