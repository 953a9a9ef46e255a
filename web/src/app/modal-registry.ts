import { lazy } from 'react';
import type { ModalContents } from '@/lib/modals/modal-content';

/**
 * Which feature fills each modal. Features open a modal by name (lib/modals/modal-store); only the app knows
 * what shows in it. Each content is a chunk of its own, loaded when its modal first opens (the account forms bring
 * react-hook-form; the cart pop-up should not). Names without content say "not available" (modal-stack.tsx).
 */
const addressModal = lazy(() => import('@/features/account/components/address-modal'));

export const MODAL_CONTENTS: ModalContents = {
  login: lazy(() => import('@/features/auth/components/login-modal')),
  register: lazy(() => import('@/features/auth/components/register-modal')),
  'forgot-password': lazy(() => import('@/features/auth/components/forgot-password-modal')),
  'new-address': addressModal,
  'edit-address': addressModal,
  cart: lazy(() => import('./modal-contents/cart-modal')),
  'shipping-select': lazy(() => import('@/features/forwarding/components/shipping-select-modal')),
  'size-chart': lazy(() => import('@/features/product/components/size-chart-modal')),
  recalculate: lazy(() => import('@/features/quotes/components/recalculate-modal')),
  'additional-info-success': lazy(() => import('@/features/quotes/components/additional-info-success-modal')),
};
