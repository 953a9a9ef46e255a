import type { ModalName } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '../modal-content';
import { modals, type OpenModal } from '../modal-store';
import { Dialog } from './dialog';

const TITLES: Record<ModalName, string> = {
  login: 'shell.modal.login',
  register: 'shell.modal.register',
  'forgot-password': 'shell.modal.forgot_password',
  cart: 'shell.modal.cart',
  'new-address': 'shell.modal.new_address',
  'edit-address': 'shell.modal.edit_address',
  'size-chart': 'shell.modal.size_chart',
  recalculate: 'shell.modal.recalculate',
  'additional-info-success': 'shell.modal.additional_info_success',
  'shipping-select': 'shell.modal.shipping_select',
};

// The contents that exist, each a chunk of its own loaded when its modal first opens (the account forms bring
// react-hook-form; the cart pop-up should not).
const addressModal = lazy(() => import('@/features/account/components/address-modal'));
const CONTENTS: Partial<Record<ModalName, LazyExoticComponent<ComponentType<ModalContentProps>>>> = {
  login: lazy(() => import('@/features/auth/components/login-modal')),
  register: lazy(() => import('@/features/auth/components/register-modal')),
  'forgot-password': lazy(() => import('@/features/auth/components/forgot-password-modal')),
  'new-address': addressModal,
  'edit-address': addressModal,
  cart: lazy(() => import('@/features/cart/components/cart-modal')),
};

/**
 * The open modals of the registry, last on top. Each modal's content belongs to its own area (accounts, cart,
 * checkout…); until that lands a modal says so and offers the page that will hold the same task.
 */
export default function ModalStack({ open }: { open: readonly OpenModal[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  return open.map(({ name, props }) => {
    const close = () => modals.close(name);
    const Content = CONTENTS[name];
    return (
      <Dialog key={name} title={t(TITLES[name])} onClose={close} testId={`modal-${name}`}>
        {Content ? (
          <Suspense fallback={<p className="text-muted">{t('shell.loading')}</p>}>
            <Content name={name} props={props} close={close} />
          </Suspense>
        ) : (
          <>
            <p className="mb-4 text-muted">{t('shell.not_available')}</p>
            {name === 'cart' && (
              <Link to="/{-$locale}/cart" params={{ locale }} className="text-accent underline">
                {t('shell.modal.open_cart_page')}
              </Link>
            )}
          </>
        )}
      </Dialog>
    );
  });
}
