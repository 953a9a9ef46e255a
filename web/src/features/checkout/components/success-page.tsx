import { CheckoutStep } from '@storefront/shared-types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { checkoutQueryOptions } from '../api/checkout-queries';
import { trackPaymentSucceeded } from '../checkout-tracking-events';
import { useCheckoutView } from '../use-checkout-view';
import { useTrackedLines } from '../use-tracked-lines';
import { CheckoutFrame } from './checkout-frame';
import { OrderSummary } from './order-summary';
import { SuccessStep } from './success-step';

/** /success/{slug}: the order exists and the balance paid it (a provider's payment comes back to /payment/accept). */
export function SuccessPage({ slug, languageId }: { slug: string; languageId: number }) {
  const locale = useCurrentLocale();
  const signedIn = useCurrentUser() !== null;
  const { data } = useSuspenseQuery(checkoutQueryOptions(slug, 'success', languageId));
  const state = useCheckoutView({ slug, step: CheckoutStep.SUCCESS, data, signedIn });
  const money = useMoneyFormatter(data.currency?.iso_code);
  const lines = useTrackedLines(data);
  useEffect(() => {
    if (data.order_id !== null) trackPaymentSucceeded(data.order_id, lines);
  }, [data.order_id, lines]);
  return (
    <CheckoutFrame
      route="success"
      slug={slug}
      languageId={languageId}
      locale={locale}
      titleKey="shell.page.success"
      aside={<OrderSummary data={data} choice={state} money={money} total={data.totals?.final ?? null} />}
    >
      <SuccessStep orderId={data.order_id} locale={locale} />
    </CheckoutFrame>
  );
}
