import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { QuotePage } from '@/features/quotes/components/quote-page';
import { loadQuote } from '@/features/quotes/load-quote';
import { quotePageSearch } from '@/features/quotes/payment-outcome';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';

export const Route = createFileRoute('/{-$locale}/quotes/$slug')({
  staticData: { route: { name: 'quotes', layout: 'quote-page', titleKey: 'shell.page.quotes' } },
  // The provider's return: ?payment=accept|decline|fail (anything else is dropped).
  validateSearch: quotePageSearch,
  beforeLoad: guard('quotes'),
  loader: ({ context, params }) => loadQuote(context, params.slug),
  component: Quote,
});

function Quote() {
  const { slug } = Route.useParams();
  const { payment } = Route.useSearch();
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return <QuotePage key={slug} slug={slug} outcome={payment} languageId={languageIdOf(bootstrap, locale)} />;
}
