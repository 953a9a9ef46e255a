import { useT } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session/current-user';
import { AccountLayout } from './account-layout';
import { ChangePasswordForm } from './change-password-form';
import { ContactInfoForm } from './contact-info-form';
import { NewsletterToggle } from './newsletter-toggle';

const CARD = 'mb-8 rounded-lg border border-line p-4 sm:p-6';

/** /account-information: contact details, password, newsletter. */
export function AccountInformationPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <AccountLayout title={t('shell.page.account_information')}>
      {user && (
        <>
          <section aria-labelledby="contact-title" className={CARD}>
            <h2 id="contact-title" className="mb-4 text-xl font-semibold">
              {t('account.info.contact_title')}
            </h2>
            {/* Keyed by the user: another sign-in in this tab starts the form from that user's details. */}
            <ContactInfoForm key={user.id} user={user} />
          </section>
          <section aria-labelledby="password-title" className={CARD}>
            <h2 id="password-title" className="mb-4 text-xl font-semibold">
              {t('account.password.title')}
            </h2>
            <ChangePasswordForm />
          </section>
          <section aria-labelledby="newsletter-title" className={CARD}>
            <h2 id="newsletter-title" className="mb-4 text-xl font-semibold">
              {t('account.newsletter.title')}
            </h2>
            <NewsletterToggle email={user.email} />
          </section>
        </>
      )}
    </AccountLayout>
  );
}
