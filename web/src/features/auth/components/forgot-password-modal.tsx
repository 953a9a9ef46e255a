import { useT } from '../../../lib/i18n';
import type { ModalContentProps } from '../../modals/modal-content';
import { modals } from '../../modals/modal-store';
import { ForgotPasswordForm } from './forgot-password-form';

export default function ForgotPasswordModal({ close }: ModalContentProps) {
  const t = useT();
  return (
    <>
      <ForgotPasswordForm autoFocus />
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          className="text-accent underline"
          onClick={() => {
            close();
            modals.open('login');
          }}
        >
          {t('auth.forgot.back_to_sign_in')}
        </button>
      </p>
    </>
  );
}
