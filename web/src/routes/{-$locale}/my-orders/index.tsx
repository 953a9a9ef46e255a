import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/my-orders/')({
  staticData: { route: { name: 'my-orders', layout: 'default', titleKey: 'shell.page.my_orders' } },
  // The unpaid-orders alert sends focus_order_table=true so the orders area can focus its table. A plain
  // function, not a zod schema: route options are part of the start-up script, which should not build schemas.
  // The router reads `?focus_order_table=true` as the boolean true (search values are JSON).
  validateSearch: (search: Record<string, unknown>): { focus_order_table?: true | undefined } => ({
    focus_order_table:
      search.focus_order_table === true || search.focus_order_table === 'true' ? true : undefined,
  }),
  beforeLoad: guard('auth'),
  component: NotAvailablePage,
});
