import { SHIPPING_METHODS, type ShippingMethodName } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import { createOrderQueryOptions } from '../api/create-order-query';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';
import { offerTotals } from '../offer-totals';
import { useChosenAddress } from '../use-chosen-address';
import { AddressText } from './address-text';
import { TotalsBox } from './totals-box';

/**
 * /create-order/{slug}: an order the operator prepared (from a chat or a mail) shared as a link. Anyone with the
 * link reviews it; accepting needs a sign-in and a delivery address, and makes it the account's payable quote.
 */
export function CreateOrderPage({ slug }: { slug: string }) {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const user = useCurrentUser();
  const { data: offer } = useSuspenseQuery(createOrderQueryOptions(slug));
  const money = useMoneyFormatter('EUR');
  const [method, setMethod] = useState<ShippingMethodName>(offer.shipping_method);
  const [addressId, setAddressId] = useState<number | null>(null);
  const choose = useCallback((id: number | null) => setAddressId(id), []);
  const address = useChosenAddress(user?.delivery_addresses ?? [], addressId, choose);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // The amounts as accepting will price them: the shopper's method and address (signed in), else as offered.
  const totals =
    offer.can_accept && user ? offerTotals(offer, method, address?.country_id ?? null) : offer.totals;

  const accept = async () => {
    if (!address) {
      setError('quotes.summary.choose_address');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const quote = await apiOf(queryClient).call('createOrderAccept', {
        body: { slug, address, shipping_method: method },
      });
      queryClient.setQueryData(quoteDetailQueryOptions(quote.slug).queryKey, quote);
      queryClient.removeQueries({ queryKey: createOrderQueryOptions(slug).queryKey });
      // In place of the offer: once accepted its link is gone (a 404 for everyone), so Back must not land on it.
      await navigate({ to: '/{-$locale}/quotes/$slug', params: { locale, slug: quote.slug }, replace: true });
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-4xl" data-testid="create-order">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('shell.page.create_order')}
      </h1>
      <p className="mb-6 text-muted">{t('quotes.offer.intro')}</p>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <ul
            className="mb-6 divide-y divide-line rounded border border-line px-4"
            data-testid="create-order-lines"
          >
            {offer.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an offer's lines never move.
              <li key={index} className="flex justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 break-words">
                  {line.name} <span className="text-muted">× {line.quantity}</span>
                </span>
                <span className="shrink-0">
                  {money((line.unit_price ?? line.unit_price_seen) * line.quantity)}
                </span>
              </li>
            ))}
          </ul>
          {offer.comment && (
            <p className="mb-6 rounded border border-line p-4 text-sm whitespace-pre-line">{offer.comment}</p>
          )}
          {offer.can_accept && user && (
            <>
              <fieldset className="mb-6 rounded border border-line p-4">
                <legend className="px-1 text-lg font-semibold">{t('quotes.summary.method')}</legend>
                <div className="grid gap-2">
                  {SHIPPING_METHODS.map((m) => (
                    <ChoiceOption
                      key={m}
                      name="offer_method"
                      value={m}
                      checked={method === m}
                      onChange={() => setMethod(m)}
                      label={t(`cart.shipping.${m}`)}
                      testId={`create-order-${m}`}
                    />
                  ))}
                </div>
              </fieldset>
              <fieldset className="mb-6 rounded border border-line p-4">
                <legend className="px-1 text-lg font-semibold">{t('quotes.summary.address')}</legend>
                <div className="mb-3 grid gap-2">
                  {(user.delivery_addresses ?? [])
                    .filter((a) => a.id !== 0)
                    .map((a) => (
                      <ChoiceOption
                        key={a.id}
                        name="offer_address"
                        value={String(a.id)}
                        checked={address?.id === a.id}
                        onChange={() => setAddressId(a.id)}
                        label={<AddressText address={a} />}
                      />
                    ))}
                </div>
                <button
                  type="button"
                  className="rounded border border-line px-3 py-2 text-sm font-medium"
                  disabled={!hydrated}
                  onClick={() => modals.open('new-address')}
                >
                  {t('checkout.shipping.add_address')}
                </button>
              </fieldset>
            </>
          )}
        </div>
        <div className="min-w-0">
          <TotalsBox
            totals={totals}
            money={money}
            title={t('quotes.detail.amounts')}
            testId="create-order-totals"
          />
          <div className="mt-4">
            {!offer.can_accept ? (
              <p role="status">{t('quotes.offer.unavailable')}</p>
            ) : user ? (
              <>
                <FormAlert message={error} />
                <p className="mb-3 text-sm text-muted">{t('quotes.offer.accept_note')}</p>
                <button
                  type="button"
                  onClick={() => void accept()}
                  disabled={!hydrated || pending}
                  aria-busy={pending || undefined}
                  className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60"
                  data-testid="create-order-accept"
                >
                  {t('quotes.offer.accept')}
                </button>
              </>
            ) : (
              <Link
                to="/{-$locale}/login"
                params={{ locale }}
                search={{ redirect: `/${locale}/create-order/${slug}` }}
                className="block rounded bg-accent px-4 py-3 text-center font-semibold text-on-accent"
                data-testid="create-order-sign-in"
              >
                {t('quotes.offer.sign_in')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
