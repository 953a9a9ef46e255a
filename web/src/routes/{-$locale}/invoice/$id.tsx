import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { InvoicePage } from '@/features/invoices/components/invoice-page';
import { loadInvoice } from '@/features/invoices/load-invoice';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';
import { requireNumericParam } from '@/lib/route-validation';

export const Route = createFileRoute('/{-$locale}/invoice/$id')({
  staticData: { route: { name: 'invoice', layout: 'payment', titleKey: 'shell.page.invoice' } },
  beforeLoad: (args) => {
    requireNumericParam(args.params.id);
    guard('auth')(args);
  },
  loader: ({ context, params }) => loadInvoice(context, Number(params.id)),
  component: Invoice,
});

function Invoice() {
  const { id } = Route.useParams();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return <InvoicePage id={Number(id)} languageId={languageIdOf(bootstrap, locale)} />;
}
