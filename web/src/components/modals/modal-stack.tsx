import type { ModalName } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import type { ModalContents } from '@/lib/modals/modal-content';
import { modals, type OpenModal } from '@/lib/modals/modal-store';
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
 * The open modals of the registry, last on top. Each modal's content belongs to its own area (accounts, cart,
 * checkout…) and is handed in by the app (src/app/modal-registry.ts); a modal without one says so and offers the
 * page that will hold the same task.
 */
export default function ModalStack({
  open,
  contents,
}: {
  open: readonly OpenModal[];
  contents: ModalContents;
}) {
  const t = useT();
  const locale = useCurrentLocale();
  return open.map(({ name, props }) => {
    const close = () => modals.close(name);
    const Content = contents[name];
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
