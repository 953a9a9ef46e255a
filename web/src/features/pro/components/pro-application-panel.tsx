import { PRO_TEXT_LIMITS } from '@storefront/shared-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AccountForm, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useI18n } from '@/lib/i18n';
import { languageIdOf } from '@/lib/language-id';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { proApplicationQueryOptions } from '../api/pro-queries';

const SHOWN = ['company_name', 'registration_number', 'vat_number', 'address'] as const;

/**
 * /pro for a signed-in customer who is not a pro buyer: their application's state (waiting for the operator, or
 * refused with the operator's note and a new form), or the form to apply with their company's details. Approval
 * is the operator's (README "Pro buyers"); the customer is mailed and the pro site opens to them.
 */
export function ProApplicationPanel() {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const { data } = useQuery(proApplicationQueryOptions());
  if (!data) return null;
  const application = data.application;
  if (data.is_pro) {
    return (
      <Link
        to="/{-$locale}/site-pro"
        params={{ locale }}
        className="inline-block rounded bg-accent px-5 py-3 font-semibold text-on-accent"
      >
        {t('content.pro.open_site')}
      </Link>
    );
  }
  if (application?.status === 'pending') {
    return (
      <p role="status" className="w-full" data-testid="pro-application-pending">
        {t('pro.apply.pending', { company: application.company_name })}
      </p>
    );
  }
  return (
    <div className="w-full">
      {application?.status === 'rejected' && (
        <p
          role="status"
          className="mb-4 rounded border border-danger p-3"
          data-testid="pro-application-rejected"
        >
          {t('pro.apply.rejected', { company: application.company_name })}
          {application.note ? ` ${application.note}` : ''}
        </p>
      )}
      <ProApplicationForm />
    </div>
  );
}

function ProApplicationForm() {
  const { t, locale } = useI18n();
  const bootstrap = useBootstrap();
  const queryClient = useQueryClient();
  const form = useContractForm(
    'proApply',
    {
      company_name: '',
      registration_number: '',
      vat_number: '',
      address: '',
      language_id: languageIdOf(bootstrap, locale),
    },
    SHOWN,
  );
  const {
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await apiOf(queryClient).call('proApply', { body });
      queryClient.setQueryData(proApplicationQueryOptions().queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    } catch (error) {
      form.showError(error);
    }
  });
  return (
    <section aria-labelledby="pro-apply-title" data-testid="pro-apply">
      <h2 id="pro-apply-title" className="mb-1 text-xl font-semibold">
        {t('pro.apply.title')}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('pro.apply.intro')}</p>
      <AccountForm onSubmit={submit} label={t('pro.apply.title')}>
        <FormAlert message={errors.root?.server?.message} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('pro.apply.company_name')}
            autoComplete="organization"
            maxLength={PRO_TEXT_LIMITS.short}
            {...form.bind('company_name')}
          />
          <TextField
            label={t('pro.apply.registration_number')}
            autoComplete="off"
            maxLength={PRO_TEXT_LIMITS.short}
            {...form.bind('registration_number')}
          />
          <TextField
            label={t('pro.apply.vat_number')}
            autoComplete="off"
            maxLength={PRO_TEXT_LIMITS.short}
            {...form.bind('vat_number')}
          />
          <TextField
            label={t('pro.apply.address')}
            autoComplete="street-address"
            maxLength={PRO_TEXT_LIMITS.long}
            {...form.bind('address')}
          />
        </div>
        <div className="sm:w-64">
          <SubmitButton pending={isSubmitting}>{t('pro.apply.submit')}</SubmitButton>
        </div>
      </AccountForm>
    </section>
  );
}
