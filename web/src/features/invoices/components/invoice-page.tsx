import { htmlLang, type InvoiceResponse, type InvoiceStatus } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { FormAlert } from '@/components/forms/fields';
import { PaymentChoiceFieldset, PaySubmitButton } from '@/components/forms/payment-choice-fieldset';
import { apiOf } from '@/lib/api-client';
import { formatDate } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { feeLabel } from '@/lib/money/fee-label';
import { formatMoney } from '@/lib/money/price-display';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { usePayForm } from '@/lib/payments/use-pay-form';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { invoiceQueryOptions } from '../api/invoice-query';
import { invoiceAmountDue, invoicePaymentChoices } from '../invoice-payment-choices';

const STATUS_KEYS: Record<InvoiceStatus, string> = {
  open: 'invoice.status.open',
  paid: 'invoice.status.paid',
  cancelled: 'invoice.status.cancelled',
};

/** The total's label: what is due on an open invoice, what was paid on a paid one, the total of a cancelled one. */
const AMOUNT_KEYS: Record<InvoiceStatus, string> = {
  open: 'invoice.amount',
  paid: 'invoice.amount_paid',
  cancelled: 'invoice.amount_total',
};

/**
 * /invoice/{id}: a miscellaneous invoice or an order's: its lines, amount, due date and status; an open one is
 * paid through a provider or the balance; an open or paid one prints (the print rules keep only the invoice: an
 * open one is printed to pay it by bank transfer).
 */
export function InvoicePage({ id, languageId }: { id: number; languageId: number }) {
  const { t, locale } = useI18n();
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(id));
  const lang = htmlLang(locale);
  const money = (amount: number) => formatMoney(amount, invoice.currency, lang);
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="invoice">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {t('invoice.title', { number: invoice.number })}
        </h1>
        {invoice.status !== 'cancelled' && (
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded border border-line px-4 py-2 font-medium print:hidden"
            data-testid="invoice-print"
          >
            {t('invoice.print')}
          </button>
        )}
      </div>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('invoice.status_label')}</dt>
        <dd data-testid="invoice-status">{t(STATUS_KEYS[invoice.status])}</dd>
        <dt className="text-muted">{t('invoice.issued')}</dt>
        <dd>{formatDate(invoice.created_at)}</dd>
        <dt className="text-muted">{t('invoice.due_date')}</dt>
        <dd data-testid="invoice-due">{formatDate(invoice.due_at)}</dd>
        {invoice.paid_at && (
          <>
            <dt className="text-muted">{t('orders.detail.paid')}</dt>
            <dd>{formatDate(invoice.paid_at)}</dd>
          </>
        )}
        {invoice.order_number && (
          <>
            <dt className="text-muted">{t('orders.table.number')}</dt>
            <dd>{invoice.order_number}</dd>
          </>
        )}
      </dl>
      <div className="mb-6 grid gap-4 text-sm sm:grid-cols-2" data-testid="invoice-parties">
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller" className="mb-1 font-semibold">
            {t('invoice.seller')}
          </h2>
          <p className="break-words">{invoice.seller.name}</p>
          <p className="break-words">{invoice.seller.address}</p>
          <p>
            {t('invoice.company_code')}: {invoice.seller.company_code}
          </p>
          <p>
            {t('invoice.vat_number')}: {invoice.seller.vat_number}
          </p>
        </section>
        <section aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer" className="mb-1 font-semibold">
            {t('invoice.buyer')}
          </h2>
          {invoice.buyer.name && <p className="break-words">{invoice.buyer.name}</p>}
          <p className="break-all">{invoice.buyer.email}</p>
        </section>
      </div>
      <h2 className="mb-2 text-xl font-semibold">{t('invoice.lines')}</h2>
      <table className="mb-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              {t('invoice.description')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('invoice.quantity')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('invoice.line_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move.
            <tr key={index} className="border-b border-line">
              <td className="py-2 pr-3 break-words">{line.description}</td>
              <td className="py-2 pr-3 text-right">
                {line.quantity} × {money(line.unit_price)}
              </td>
              <td className="py-2 text-right whitespace-nowrap">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" colSpan={2} className="py-2 pr-3 text-right">
              {t(AMOUNT_KEYS[invoice.status])}
            </th>
            <td className="py-2 text-right whitespace-nowrap" data-testid="invoice-amount">
              {money(invoice.amount)}
            </td>
          </tr>
        </tfoot>
      </table>
      {invoice.status === 'paid' && (
        <p role="status" className="rounded border border-success p-4" data-testid="invoice-paid">
          {t('invoice.paid_text')}
        </p>
      )}
      {invoice.status === 'open' && (
        <>
          <PayInvoiceForm invoice={invoice} languageId={languageId} money={money} />
          {invoice.bank_transfer && <BankTransfer invoice={invoice} money={money} />}
        </>
      )}
    </article>
  );
}

function PayInvoiceForm({
  invoice,
  languageId,
  money,
}: {
  invoice: InvoiceResponse;
  languageId: number;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const choices = invoicePaymentChoices(invoice);
  const { method, setMethod, error, pending, onSubmit } = usePayForm({
    initialMethod: choices[0]?.id ?? null,
    pay: (method, key) =>
      apiOf(queryClient).call('payInvoice', {
        body: { id: invoice.id, payment_method_id: method, language_id: languageId, idempotency_key: key },
      }),
    // Paid from the balance at once: the invoice, the balance and its history change.
    onPaidAtOnce: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceQueryOptions(invoice.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['balance-history'] }),
      ]),
  });

  return (
    <form
      method="post"
      noValidate
      aria-label={t('invoice.pay_with')}
      onSubmit={onSubmit}
      className="print:hidden"
    >
      <PaymentChoiceFieldset
        legend={t('invoice.pay_with')}
        rows={choices.map((choice) => {
          // A fee only where the shop adds one (an order's invoice), as the method's terms say it.
          const fee =
            choice.method && invoiceAmountDue(invoice, choice).fee > 0
              ? feeLabel(choice.method, money)
              : null;
          return {
            id: choice.id,
            label: choice.balance
              ? t('invoice.pay_balance', { balance: money(invoice.balance_available) })
              : t(PROVIDER_KEYS[choice.id] ?? 'checkout.payment.method'),
            aside: choice.balance
              ? null
              : fee
                ? t('checkout.payment.fee', { fee })
                : t('checkout.payment.no_fee'),
          };
        })}
        method={method}
        onChoose={setMethod}
        testIdPrefix="invoice-payment"
      />
      <FormAlert message={error} />
      <PaySubmitButton
        pending={pending}
        label={t('invoice.pay', {
          amount: money(
            invoiceAmountDue(
              invoice,
              choices.find((choice) => choice.id === method),
            ).amount,
          ),
        })}
        testId="invoice-pay"
      />
    </form>
  );
}

/**
 * An open invoice the shop takes a bank transfer for (a pro order's) can be paid to the seller's account, its number
 * as the reference (a pro buyer's chosen way): the details print with it. The operator marks it paid on arrival.
 */
function BankTransfer({ invoice, money }: { invoice: InvoiceResponse; money: (amount: number) => string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="invoice-bank-transfer" className="mt-6 rounded border border-line p-4 text-sm">
      <h2 id="invoice-bank-transfer" className="mb-2 text-lg font-semibold">
        {t('invoice.bank_transfer')}
      </h2>
      <dl className="mb-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="invoice-bank-details">
        <dt className="text-muted">{t('invoice.seller')}</dt>
        <dd className="break-words">{invoice.seller.name}</dd>
        <dt className="text-muted">{t('invoice.iban')}</dt>
        <dd className="font-mono">{invoice.seller.iban}</dd>
        <dt className="text-muted">{t('invoice.bic')}</dt>
        <dd className="font-mono">{invoice.seller.bic}</dd>
        <dt className="text-muted">{t('invoice.reference')}</dt>
        <dd className="font-mono">{invoice.number}</dd>
        <dt className="text-muted">{t('invoice.amount_to_pay')}</dt>
        <dd>{money(invoice.amount)}</dd>
      </dl>
      <p className="text-muted">{t('invoice.bank_transfer_note')}</p>
    </section>
  );
}
