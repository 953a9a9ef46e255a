import type { ModalName } from '@storefront/shared-types';
import type { ReactNode } from 'react';
import { keepFieldFocusOnPress } from '@/lib/forms/keep-field-focus-on-press';
import { modals } from '@/lib/modals/modal-store';

/** A link-styled button that moves from one account pop-up to another (sign in ↔ register, forgot password). */
export function SwitchModalLink({
  close,
  to,
  children,
}: {
  close: () => void;
  to: ModalName;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="text-accent underline"
      onMouseDown={keepFieldFocusOnPress}
      onClick={() => {
        close();
        modals.open(to);
      }}
    >
      {children}
    </button>
  );
}
