import { CheckoutStep, PaymentProvider } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { checkoutQueryOptions, storeCheckoutData } from '../api/checkout-queries';
import { loadCheckout, removeBalance } from '../checkout-state';
import { checkoutStore } from '../checkout-store';
import { trackPaymentSet } from '../checkout-tracking-events';
import { useCheckoutView } from '../use-checkout-view';
import { useTrackedLines } from '../use-tracked-lines';
import { CheckoutFrame } from './checkout-frame';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';

/** /payment/{slug}: the payment step (4): method, promotion code, balance. */
export function PaymentPage({ slug, languageId }: { slug: string; languageId: number }) {
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const signedIn = useCurrentUser() !== null;
  const { data } = useSuspenseQuery(checkoutQueryOptions(slug, 'payment', languageId));
  const state = useCheckoutView({ slug, step: CheckoutStep.PAYMENT, data, signedIn });
  const money = useMoneyFormatter(data.currency?.iso_code);
  const lines = useTrackedLines(data);
  const totals = data.totals ?? null;
  // The shop's figures say the balance leaves nothing to pay (before any provider's fee).
  const balanceCoversAll =
    state.balance !== null && totals !== null && totals.final - totals.payment_fee <= 0;

  const answered = (next: typeof data) => {
    storeCheckoutData(queryClient, slug, 'payment', next);
    checkoutStore.update((s) => loadCheckout(s, { slug, step: CheckoutStep.PAYMENT, data: next, signedIn }));
  };
  const api = apiOf(queryClient);

  return (
    <CheckoutFrame
      route="payment"
      slug={slug}
      languageId={languageId}
      locale={locale}
      titleKey="shell.page.payment"
      aside={
        <OrderSummary
          data={data}
          choice={state}
          money={money}
          total={totals?.final ?? null}
          fee={totals?.payment_fee ?? null}
        />
      }
    >
      <PaymentStep
        data={data}
        state={state}
        money={money}
        balanceCoversAll={balanceCoversAll}
        onApplyPromotion={async (code) => {
          answered(
            await api.call('checkoutApplyPromotion', { body: { slug, language_id: languageId, code } }),
          );
        }}
        onRemoveBalance={async () => {
          await api.call('checkoutRemoveBalance', { body: { slug } });
          checkoutStore.update(removeBalance);
          // The prices without the balance are the shop's: the step's loader asks for them again.
          await router.invalidate();
        }}
        onContinue={async () => {
          const method = balanceCoversAll ? PaymentProvider.BALANCE : checkoutStore.get().payment?.id;
          if (method === undefined) return;
          answered(
            await api.call('checkoutPaymentMethod', {
              body: { slug, language_id: languageId, payment_method_id: method },
            }),
          );
          trackPaymentSet(slug, lines);
          await navigate({ to: '/{-$locale}/confirm/{-$slug}', params: { locale, slug } });
        }}
      />
    </CheckoutFrame>
  );
}
