import { CartModal } from '@/features/cart/components/cart-modal';
import { CheckoutButton } from '@/features/checkout/components/checkout-button';
import type { ModalContentProps } from '@/lib/modals/modal-content';

/** The `cart` modal: the cart pop-up with the checkout's button as its way on (the two features meet here). */
export default function CartModalContent(props: ModalContentProps) {
  return <CartModal {...props} renderCheckout={({ disabled }) => <CheckoutButton disabled={disabled} />} />;
}
