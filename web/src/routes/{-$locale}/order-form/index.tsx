import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { OrderFormPage } from '@/features/quotes/components/order-form-page';

export const Route = createFileRoute('/{-$locale}/order-form/')({
  staticData: { route: { name: 'order-form', layout: 'default', titleKey: 'shell.page.order_form' } },
  // A guest may fill the form: the draft stays in the browser until the summary asks for a sign-in.
  beforeLoad: guard('order-form-auth'),
  component: OrderFormPage,
});
