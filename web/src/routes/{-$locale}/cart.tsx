import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { CheckoutButton } from '@/features/checkout/components/checkout-button';

export const Route = createFileRoute('/{-$locale}/cart')({
  staticData: { route: { name: 'cart', layout: 'cart', titleKey: 'shell.page.cart' } },
  component: Cart,
});

/** The cart, its way on the checkout's button (the cart feature does not know the checkout). */
function Cart() {
  return <CartPage renderCheckout={({ disabled }) => <CheckoutButton disabled={disabled} />} />;
}
