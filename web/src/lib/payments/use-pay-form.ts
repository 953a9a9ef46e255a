import { type FormEvent, useRef, useState } from 'react';
import { callMessageOf } from '@/lib/forms/call-message';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export interface PayAnswer {
  /** The provider's page to send the shopper to; null when it was paid at once (the balance). */
  redirect_url: string | null;
}

export interface PayFormOptions<Answer extends PayAnswer> {
  /** The method chosen when the form first shows; null until the shopper chooses. */
  initialMethod?: number | null;
  /** The page's pay call for the chosen method under its idempotency key. */
  pay: (method: number, idempotencyKey: string) => Promise<Answer>;
  /** Paid at once (no provider page): refresh what changed (the payable, the balance, its history). */
  onPaidAtOnce: (answer: Answer) => Promise<unknown> | unknown;
  /** Runs as the shopper presses Pay with a method chosen (e.g. a tracking event). */
  onSubmit?: (method: number) => void;
}

/**
 * The state and submit of every "pay with" form (an invoice, a quote, a forward request, a reservation's deposit,
 * a pro order): the chosen method; one idempotency key per method, so pressing Pay again with the same choice
 * resumes the same payment and another choice is a new attempt; the provider's page, or the caller's refresh when
 * the balance paid at once; a refusal shown as its translated message.
 */
export function usePayForm<Answer extends PayAnswer>(options: PayFormOptions<Answer>) {
  const [method, setMethod] = useState<number | null>(options.initialMethod ?? null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const keys = useRef(new Map<number, string>());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === null) {
      setError('checkout.form.choose_payment');
      return;
    }
    options.onSubmit?.(method);
    const key = keys.current.get(method) ?? newIdempotencyKey();
    keys.current.set(method, key);
    setPending(true);
    setError(undefined);
    try {
      const answer = await options.pay(method, key);
      if (answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      await options.onPaidAtOnce(answer);
      setPending(false);
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return {
    method,
    setMethod,
    error,
    pending,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
