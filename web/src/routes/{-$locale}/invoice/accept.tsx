import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { InvoiceOutcomePage } from '@/features/invoices/components/invoice-outcome-page';
import { invoiceIdSearch, loadInvoice, requireInvoiceId } from '@/features/invoices/load-invoice';

export const Route = createFileRoute('/{-$locale}/invoice/accept')({
  staticData: { route: { name: 'invoice-accept', layout: 'payment', titleKey: 'shell.page.invoice_accept' } },
  // A plain function, not a zod schema: route options are part of the start-up script.
  validateSearch: invoiceIdSearch,
  beforeLoad: (args) => {
    requireInvoiceId(args.search, args.params.locale);
    guard('payment-accept', 'auth')(args);
  },
  loaderDeps: ({ search }) => ({ invoiceId: search.invoice_id }),
  loader: ({ context, deps }) => loadInvoice(context, deps.invoiceId),
  component: Outcome,
});

function Outcome() {
  const { invoice_id } = Route.useSearch();
  return <InvoiceOutcomePage outcome="accept" invoiceId={invoice_id ?? 0} />;
}
