import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { invoiceQueryOptions } from '../api/invoice-query';

/**
 * /invoice/accept and /invoice/decline: where the provider sends the shopper back after paying an invoice. What
 * it shows is the shop's (it learns the outcome from the provider, not from this URL): paid, still being
 * confirmed, or open and payable again on the invoice's page.
 */
export function InvoiceOutcomePage({
  outcome,
  invoiceId,
}: {
  outcome: 'accept' | 'decline';
  invoiceId: number;
}) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const { data: invoice } = useQuery(invoiceQueryOptions(invoiceId));
  const title = outcome === 'accept' ? 'shell.page.invoice_accept' : 'shell.page.invoice_decline';
  return (
    <section aria-labelledby="page-title" data-testid={`invoice-outcome-${outcome}`}>
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t(title)}
      </h1>
      {invoice && (
        <div className={`rounded border p-4 ${invoice.status === 'paid' ? 'border-success' : 'border-line'}`}>
          <p className="mb-4 text-lg font-semibold" data-testid="invoice-outcome-text">
            {invoice.status === 'paid'
              ? t('invoice.outcome.paid', { number: invoice.number })
              : outcome === 'accept'
                ? t('invoice.outcome.accept_pending', { number: invoice.number })
                : t('invoice.outcome.declined', { number: invoice.number })}
          </p>
          <Link
            to="/{-$locale}/invoice/$id"
            params={{ locale, id: String(invoice.id) }}
            className="inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent"
            data-testid="invoice-outcome-link"
          >
            {t('invoice.view')}
          </Link>
        </div>
      )}
    </section>
  );
}
