import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { ForgotPasswordForm } from './forgot-password-form';
import { SwitchModalLink } from './switch-modal-link';

export default function ForgotPasswordModal({ close }: ModalContentProps) {
  const t = useT();
  return (
    <>
      <ForgotPasswordForm autoFocus />
      <p className="mt-4 text-center text-sm">
        <SwitchModalLink close={close} to="login">
          {t('auth.forgot.back_to_sign_in')}
        </SwitchModalLink>
      </p>
    </>
  );
}
