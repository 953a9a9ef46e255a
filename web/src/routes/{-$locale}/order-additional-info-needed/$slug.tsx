import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { AdditionalInfoPage } from '@/features/quotes/components/additional-info-page';
import { loadQuote } from '@/features/quotes/load-quote';

export const Route = createFileRoute('/{-$locale}/order-additional-info-needed/$slug')({
  staticData: {
    route: {
      name: 'order-additional-info-needed',
      layout: 'default',
      titleKey: 'shell.page.order_additional_info_needed',
    },
  },
  // The questions are about one of the account's quotes: the quotes guard (sign in, then back here).
  beforeLoad: guard('quotes'),
  loader: ({ context, params }) => loadQuote(context, params.slug),
  component: AdditionalInfo,
});

function AdditionalInfo() {
  const { slug } = Route.useParams();
  return <AdditionalInfoPage key={slug} slug={slug} />;
}
