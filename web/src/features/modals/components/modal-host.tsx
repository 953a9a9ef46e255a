import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '../../../lib/app-context';
import { useT } from '../../../lib/i18n';
import { useRouteName } from '../../../lib/use-route-meta';
import { type ModalName, modals, useOpenModals } from '../modal-store';
import { useCloseModalsOnRouteChange } from '../use-close-modals-on-route-change';
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

/**
 * Renders the open modals of the registry. Each modal's content belongs to its own area (accounts, cart,
 * checkout…); until that lands a modal says so and offers the page that will hold the same task.
 */
export function ModalHost() {
  const t = useT();
  const locale = useCurrentLocale();
  const open = useOpenModals();
  useCloseModalsOnRouteChange(useRouteName());

  return open.map(({ name }) => (
    <Dialog key={name} title={t(TITLES[name])} onClose={() => modals.close(name)} testId={`modal-${name}`}>
      <p className="mb-4 text-muted">{t('shell.not_available')}</p>
      {name === 'login' && (
        <Link to="/{-$locale}/login" params={{ locale }} className="text-accent underline">
          {t('shell.modal.open_login_page')}
        </Link>
      )}
      {name === 'cart' && (
        <Link to="/{-$locale}/cart" params={{ locale }} className="text-accent underline">
          {t('shell.modal.open_cart_page')}
        </Link>
      )}
    </Dialog>
  ));
}
