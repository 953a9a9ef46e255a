import { CheckoutStep } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { checkoutQueryOptions, storeCheckoutData } from '../api/checkout-queries';
import { reportCheckoutStarted } from '../checkout-started';
import { loadCheckout } from '../checkout-state';
import { checkoutStore } from '../checkout-store';
import { totalBeforePayment } from '../checkout-summary';
import { trackDeliverySet } from '../checkout-tracking-events';
import { useCheckoutView } from '../use-checkout-view';
import { useTrackedLines } from '../use-tracked-lines';
import { CheckoutFrame } from './checkout-frame';
import { OrderSummary } from './order-summary';
import { ShippingStep } from './shipping-step';

/** /checkout/{slug}: the shipping step (3). Its choices are saved with the shop before the payment step. */
export function ShippingPage({ slug, languageId }: { slug: string; languageId: number }) {
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { data } = useSuspenseQuery(checkoutQueryOptions(slug, 'checkout', languageId));
  const signedIn = user !== null;
  const state = useCheckoutView({ slug, step: CheckoutStep.SHIPPING, data, signedIn });
  const money = useMoneyFormatter(data.currency?.iso_code);
  const lines = useTrackedLines(data);
  useEffect(() => reportCheckoutStarted(slug, lines), [slug, lines]);

  const onContinue = async () => {
    const chosen = checkoutStore.get();
    const saved = await apiOf(queryClient).call('checkoutUpdate', {
      body: {
        slug,
        language_id: languageId,
        ...(chosen.email ? { email: chosen.email } : {}),
        ...(chosen.address ? { address: chosen.address } : {}),
        shipping: chosen.shipping_method,
        delivery: chosen.delivery_method,
        parcel_shop: chosen.parcel_shop,
      },
    });
    storeCheckoutData(queryClient, slug, 'checkout', saved);
    checkoutStore.update((s) =>
      loadCheckout(s, { slug, step: CheckoutStep.SHIPPING, data: saved, signedIn }),
    );
    trackDeliverySet(slug);
    await navigate({ to: '/{-$locale}/payment/{-$slug}', params: { locale, slug } });
  };

  return (
    <CheckoutFrame
      route="checkout"
      slug={slug}
      languageId={languageId}
      locale={locale}
      titleKey="shell.page.checkout"
      aside={
        <OrderSummary data={data} choice={state} money={money} total={totalBeforePayment(data, state)} />
      }
    >
      <ShippingStep data={data} state={state} user={user} money={money} onContinue={onContinue} />
    </CheckoutFrame>
  );
}
