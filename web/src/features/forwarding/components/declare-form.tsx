import { FORWARDING_TEXT_LIMITS } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AccountForm, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';

const SHOWN = ['shop_name', 'inbound_tracking', 'contents', 'declared_value'] as const;

/**
 * Declaring a parcel on its way to the warehouse. One idempotency key per form: a double click or a retry after a
 * lost answer declares it once. On success the shopper lands on the request's page.
 */
export function DeclareForm({ languageId }: { languageId: number }) {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(
    'forwardRequestDeclare',
    {
      shop_name: '',
      inbound_tracking: '',
      contents: '',
      language_id: languageId,
      idempotency_key: newIdempotencyKey(),
    },
    SHOWN,
  );
  const {
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      const declared = await apiOf(queryClient).call('forwardRequestDeclare', { body });
      await queryClient.invalidateQueries({ queryKey: ['forwarding', 'list'] });
      await navigate({ to: '/{-$locale}/forwarding/$slug', params: { locale, slug: declared.slug } });
    } catch (error) {
      form.showError(error);
    }
  });
  return (
    <section
      aria-labelledby="declare-title"
      className="mb-8 rounded border border-line p-4"
      data-testid="declare"
    >
      <h2 id="declare-title" className="mb-1 text-xl font-semibold">
        {t('forwarding.declare.title')}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('forwarding.declare.intro')}</p>
      <AccountForm onSubmit={submit} label={t('forwarding.declare.title')}>
        <FormAlert message={errors.root?.server?.message} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('forwarding.fields.shop_name')}
            autoComplete="off"
            maxLength={FORWARDING_TEXT_LIMITS.name}
            {...form.bind('shop_name')}
          />
          <TextField
            label={t('forwarding.fields.inbound_tracking')}
            autoComplete="off"
            maxLength={FORWARDING_TEXT_LIMITS.inbound_tracking}
            hint={t('forwarding.fields.inbound_tracking_hint')}
            {...form.bind('inbound_tracking')}
          />
        </div>
        <TextField
          label={t('forwarding.fields.contents')}
          autoComplete="off"
          maxLength={FORWARDING_TEXT_LIMITS.contents}
          {...form.bind('contents')}
        />
        <TextField
          label={t('forwarding.fields.declared_value')}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          hint={t('forwarding.fields.declared_value_hint')}
          {...form.bind('declared_value', { valueAsNumber: true })}
        />
        <div className="sm:w-64">
          <SubmitButton pending={isSubmitting}>{t('forwarding.declare.submit')}</SubmitButton>
        </div>
      </AccountForm>
    </section>
  );
}
