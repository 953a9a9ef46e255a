import { useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '@/components/forms/fields';
import { PaymentChoiceFieldset, PaySubmitButton } from '@/components/forms/payment-choice-fieldset';
import { apiOf } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { usePayForm } from '@/lib/payments/use-pay-form';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';
import { quotePaymentChoices } from '../quote-payment-choices';
import { trackQuotePayClicked, trackQuotePaymentInfo } from '../quote-tracking';
import type { QuoteDetail } from '../quote-types';

/**
 * Pay a priced quote at exactly its total: card, wallet or the regional provider through the provider's own page,
 * or the balance at once when it covers the total (then `onPaidAtOnce`, once the quote is read again: the page
 * thanks the shopper). One idempotency key per way of paying, so a second press resumes the same payment.
 */
export function QuotePayForm({
  quote,
  total,
  languageId,
  money,
  onPaidAtOnce,
}: {
  quote: QuoteDetail;
  total: number;
  languageId: number;
  money: (amount: number) => string;
  onPaidAtOnce: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const choices = quotePaymentChoices({ ...quote, total });
  const { method, setMethod, error, pending, onSubmit } = usePayForm({
    onSubmit: (method) => trackQuotePayClicked(quote.tracking, method),
    pay: (method, key) =>
      apiOf(queryClient).call('quotePay', {
        body: { slug: quote.slug, payment_method_id: method, language_id: languageId, idempotency_key: key },
      }),
    onPaidAtOnce: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteDetailQueryOptions(quote.slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['quotes', 'list'] }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['balance-history'] }),
      ]);
      onPaidAtOnce();
    },
  });

  return (
    <form method="post" noValidate aria-label={t('quotes.pay.title')} onSubmit={onSubmit}>
      <PaymentChoiceFieldset
        legend={t('quotes.pay.title')}
        rows={choices.map((choice) => ({
          id: choice.id,
          label: choice.balance
            ? t('invoice.pay_balance', { balance: money(quote.balance_available) })
            : t(PROVIDER_KEYS[choice.id] ?? 'checkout.payment.method'),
        }))}
        method={method}
        onChoose={(id) => {
          setMethod(id);
          trackQuotePaymentInfo(quote.tracking, id);
        }}
        testIdPrefix="quote-payment"
      >
        {!choices.some((choice) => choice.balance) && quote.balance_available > 0 && (
          <p className="mt-2 text-sm text-muted">
            {t('quotes.pay.balance_short', { balance: money(quote.balance_available) })}
          </p>
        )}
      </PaymentChoiceFieldset>
      <FormAlert message={error} />
      <PaySubmitButton
        pending={pending}
        label={t('quotes.pay.button', { amount: money(total) })}
        testId="quote-pay"
      />
    </form>
  );
}
