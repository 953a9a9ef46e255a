import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';

export const Route = createFileRoute('/{-$locale}/cart')({
  staticData: { route: { name: 'cart', layout: 'cart', titleKey: 'shell.page.cart' } },
  component: CartPage,
});
