import { createFileRoute } from '@tanstack/react-router';
import { DeliveryAddressesPage } from '@/features/account/components/delivery-addresses-page';
import { guard } from '@/features/auth/guards';

export const Route = createFileRoute('/{-$locale}/delivery-addresses')({
  staticData: {
    route: { name: 'delivery-addresses', layout: 'default', titleKey: 'shell.page.delivery_addresses' },
  },
  beforeLoad: guard('auth'),
  component: DeliveryAddressesPage,
});
