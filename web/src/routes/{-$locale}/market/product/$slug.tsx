import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '../../../../components/not-available-page';

export const Route = createFileRoute('/{-$locale}/market/product/$slug')({
  staticData: {
    route: { name: 'market-product', layout: 'market-page', titleKey: 'shell.page.market_product' },
  },
  component: NotAvailablePage,
});
