import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AccountForm, FormAlert, FormNotice, SubmitButton } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { formErrorsOf } from '@/lib/forms/server-errors';
import { useT } from '@/lib/i18n';
import { CURRENT_USER_KEY, clearUserData } from '@/lib/session/current-user';

export type EmailChangeAction = 'confirm' | 'undo';

const BUTTON = 'inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent';

/**
 * The two links of an e-mail change: /email-change/confirm/{token}, mailed to the new address, makes the change;
 * /email-change/undo/{token}, mailed to the previous one, cancels or reverts it and signs the account out
 * everywhere. Opening the page changes nothing: the button does (a POST), so a mail scanner or a link preview that
 * fetches the URL cannot use the token up. Signed in or not, anyone holding the link may use it: the token is the
 * proof of owning the mailbox.
 */
export function EmailChangePage({ action, token }: { action: EmailChangeAction; token: string }) {
  const t = useT();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [email, setEmail] = useState<string | null>(null);
  const title =
    action === 'confirm' ? t('shell.page.email_change_confirm') : t('shell.page.email_change_undo');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const answer = await apiOf(queryClient).call(
        action === 'confirm' ? 'confirmEmailChange' : 'undoEmailChange',
        { body: { token } },
      );
      // An undo signed the account out everywhere (the bff dropped this browser's cookie); a confirm changed the
      // e-mail of the user this browser may be signed in as.
      if (action === 'undo') clearUserData(queryClient);
      else await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      setEmail(answer.email);
    } catch (failure) {
      // The token is no field of this page: its message (and an e-mail taken meanwhile) is the page's.
      setError(formErrorsOf(failure, []).form ?? undefined);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {title}
      </h1>
      {email !== null && action === 'confirm' && (
        <>
          <FormNotice>{t('auth.email_change.confirmed', { email })}</FormNotice>
          <Link to="/{-$locale}/account-information" params={{ locale }} className={BUTTON}>
            {t('shell.page.account_information')}
          </Link>
        </>
      )}
      {email !== null && action === 'undo' && (
        <>
          <FormNotice>{t('auth.email_change.undone', { email })}</FormNotice>
          <Link to="/{-$locale}/login" params={{ locale }} className={BUTTON}>
            {t('auth.login.submit')}
          </Link>
        </>
      )}
      {email === null && (
        <AccountForm onSubmit={submit} label={title}>
          <p className="mb-4 text-sm text-muted">
            {action === 'confirm' ? t('auth.email_change.confirm_intro') : t('auth.email_change.undo_intro')}
          </p>
          <FormAlert message={error} />
          <SubmitButton pending={pending}>
            {action === 'confirm'
              ? t('auth.email_change.confirm_submit')
              : t('auth.email_change.undo_submit')}
          </SubmitButton>
        </AccountForm>
      )}
    </section>
  );
}
