import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { OrderSummaryPage } from '@/features/quotes/components/order-summary-page';

export const Route = createFileRoute('/{-$locale}/order-form/summary')({
  staticData: {
    route: { name: 'order-form-summary', layout: 'default', titleKey: 'shell.page.order_form_summary' },
  },
  // §2: the summary is an auth page; the login brings the shopper back here with the draft as they left it.
  beforeLoad: guard('order-form-auth', 'auth'),
  component: OrderSummaryPage,
});
