import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/components/account-layout';
import { guard } from '@/features/auth/guards';
import { QuotesPage } from '@/features/quotes/components/quotes-page';
import { loadMyQuotes, quotesSearch } from '@/features/quotes/load-quote';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/quotes/')({
  staticData: {
    route: { name: 'quotes-all-stores', layout: 'quote-page', titleKey: 'shell.page.quotes_all_stores' },
  },
  validateSearch: quotesSearch,
  beforeLoad: guard('quotes'),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadMyQuotes(context, deps.page),
  component: Quotes,
});

/** My quotes inside the account area's layout (account menu beside it on a desktop). */
function Quotes() {
  const t = useT();
  const navigate = Route.useNavigate();
  const { page } = Route.useSearch();
  return (
    <AccountLayout title={t('shell.page.quotes_all_stores')}>
      <QuotesPage
        page={page ?? 1}
        onPage={(next) =>
          void navigate({ search: { page: next > 1 ? next : undefined }, resetScroll: false })
        }
      />
    </AccountLayout>
  );
}
