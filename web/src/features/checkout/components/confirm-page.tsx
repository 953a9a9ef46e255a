import { CheckoutStep, PaymentProvider } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { checkoutQueryOptions } from '../api/checkout-queries';
import { trackPayClicked } from '../checkout-tracking-events';
import { rememberPurchase } from '../pending-purchase';
import { useCheckoutView } from '../use-checkout-view';
import { useTrackedLines } from '../use-tracked-lines';
import { CheckoutFrame } from './checkout-frame';
import { ConfirmStep } from './confirm-step';
import { OrderSummary } from './order-summary';

/**
 * /confirm/{slug}: the confirm step (5). Confirm creates the order with one idempotency key for this page (a
 * double click or a retry after a lost answer is the same order), then the shopper pays at the provider's page,
 * or, when the balance paid it all, sees the success step.
 */
export function ConfirmPage({ slug, languageId }: { slug: string; languageId: number }) {
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useCurrentUser() !== null;
  const { data } = useSuspenseQuery(checkoutQueryOptions(slug, 'confirm', languageId));
  const state = useCheckoutView({ slug, step: CheckoutStep.CONFIRM, data, signedIn });
  const money = useMoneyFormatter(data.currency?.iso_code);
  const lines = useTrackedLines(data);
  const key = useRef<string | null>(null);

  const onConfirm = async () => {
    key.current ??= newIdempotencyKey();
    trackPayClicked(
      slug,
      data.selected_payment_method ?? state.payment?.id ?? PaymentProvider.INVALID,
      lines,
    );
    const answer = await apiOf(queryClient).call('checkoutConfirm', {
      body: { slug, language_id: languageId, idempotency_key: key.current },
    });
    rememberPurchase(answer.order_id, lines);
    if (answer.redirect_url) {
      // The provider's own page (another origin): a full navigation, not a route of ours.
      window.location.assign(answer.redirect_url);
      return;
    }
    await navigate({ to: '/{-$locale}/success/{-$slug}', params: { locale, slug } });
  };

  return (
    <CheckoutFrame
      route="confirm"
      slug={slug}
      languageId={languageId}
      locale={locale}
      titleKey="shell.page.confirm"
      aside={
        <OrderSummary
          data={data}
          choice={state}
          money={money}
          total={data.totals?.final ?? null}
          fee={data.totals?.payment_fee ?? null}
        />
      }
    >
      <ConfirmStep data={data} state={state} onConfirm={onConfirm} />
    </CheckoutFrame>
  );
}
