import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotAvailablePage } from '../../../components/not-available-page';
import { guard } from '../../../features/auth/guards';

export const Route = createFileRoute('/{-$locale}/my-orders/')({
  staticData: { route: { name: 'my-orders', layout: 'default', titleKey: 'shell.page.my_orders' } },
  // The unpaid-orders alert sends focus_order_table=true so the orders area can focus its table.
  validateSearch: z.object({ focus_order_table: z.enum(['true']).optional().catch(undefined) }),
  beforeLoad: guard('auth'),
  component: NotAvailablePage,
});
