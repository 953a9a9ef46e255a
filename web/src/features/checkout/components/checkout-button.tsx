import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The cart's Checkout button: §7 checkout/generate (60 s) makes a checkout of the cart, and the shopper goes to
 * its shipping step, /checkout/{slug}. A refusal (an empty cart, an item sold out) is said beside the button.
 */
export function CheckoutButton({ disabled = false }: { disabled?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const start = async () => {
    setPending(true);
    setError(undefined);
    try {
      const { slug } = await apiOf(queryClient).call('checkoutGenerate', {});
      await navigate({ to: '/{-$locale}/checkout/{-$slug}', params: { locale, slug } });
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <div>
      <FormAlert message={error} />
      <button
        type="button"
        onClick={() => void start()}
        disabled={!hydrated || pending || disabled}
        aria-busy={pending || undefined}
        className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60"
        data-testid="cart-checkout"
      >
        {t('checkout.start')}
      </button>
    </div>
  );
}
