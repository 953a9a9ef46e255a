import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiOf } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import type { CheckoutRouteName } from '../leave-checkout-rule';
import { useLeaveCheckout } from '../use-leave-checkout';
import { CheckoutSteps } from './checkout-steps';

type CheckoutFrameProps = {
  route: CheckoutRouteName;
  slug: string;
  languageId: number;
  locale: string;
  titleKey: string;
  children: ReactNode;
  aside?: ReactNode;
};

/**
 * A checkout step's page: its title, where it is in the steps, the step and the summary beside it (under it on
 * a phone). While it is shown, leaving checkout invalidates it and returns to the cart (§4).
 */
export function CheckoutFrame({
  route,
  slug,
  languageId,
  locale,
  titleKey,
  children,
  aside,
}: CheckoutFrameProps) {
  const t = useT();
  const queryClient = useQueryClient();
  useLeaveCheckout(
    (gone) =>
      apiOf(queryClient).call('checkoutInvalidate', {
        params: { '*': gone },
        body: { slug: gone, language_id: languageId },
      }),
    locale,
  );
  return (
    <section aria-labelledby="page-title" data-checkout-slug={slug}>
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t(titleKey)}
      </h1>
      <CheckoutSteps current={route} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">{children}</div>
        {aside && <div className="min-w-0">{aside}</div>}
      </div>
    </section>
  );
}
