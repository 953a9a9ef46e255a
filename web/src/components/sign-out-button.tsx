import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useSignOut } from '@/lib/session/use-sign-out';

/**
 * Signs this browser out (header and account menu); disabled while the sign-out is on its way. With an icon
 * (the header on a phone) the words are for screen readers only below the sm width.
 */
export function SignOutButton({ className, children }: { className: string; children?: ReactNode }) {
  const t = useT();
  const { signOut, pending } = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()} disabled={pending} className={className}>
      {children}
      {children ? (
        <span className="sr-only sm:not-sr-only">{t('shell.header.sign_out')}</span>
      ) : (
        t('shell.header.sign_out')
      )}
    </button>
  );
}
