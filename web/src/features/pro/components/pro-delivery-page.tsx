import { htmlLang, PRO_TEXT_LIMITS } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AccountForm, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { proOrderQueryOptions } from '../api/pro-queries';
import { ProOrderLines } from './pro-order-summary';

const SHOWN = ['consignee', 'company', 'purpose', 'customs_details'] as const;

/**
 * /site-pro-delivery?order={id}: the delivery declaration a pro order needs before it can be paid (who receives
 * it, for which company, for what purpose, and the customs details as the buyer states them). Saved, the buyer goes
 * on to pay it (the route sends an order already declared to its payment page).
 */
export function ProDeliveryPage({ id }: { id: number }) {
  const { t, locale } = useI18n();
  const currentLocale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order } = useSuspenseQuery(proOrderQueryOptions(id));
  const money = (amount: number) => formatMoney(amount, order.currency, htmlLang(locale));
  const form = useContractForm(
    'proOrderDeclare',
    {
      id,
      consignee: '',
      company: '',
      purpose: '',
      customs_details: '',
    },
    SHOWN,
  );
  const {
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      await apiOf(queryClient).call('proOrderDeclare', { body });
      await queryClient.invalidateQueries({ queryKey: ['pro'] });
      await navigate({
        to: '/{-$locale}/site-pro-payment/$id',
        params: { locale: currentLocale, id: String(id) },
      });
    } catch (error) {
      form.showError(error);
    }
  });
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="pro-delivery">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('pro.delivery.title')}
      </h1>
      <p className="mb-6 text-muted">{t('pro.delivery.intro')}</p>
      <ProOrderLines order={order} money={money} />
      <AccountForm onSubmit={submit} label={t('pro.delivery.title')}>
        <FormAlert message={errors.root?.server?.message} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('pro.delivery.consignee')}
            autoComplete="name"
            maxLength={PRO_TEXT_LIMITS.short}
            {...form.bind('consignee')}
          />
          <TextField
            label={t('pro.delivery.company')}
            autoComplete="organization"
            maxLength={PRO_TEXT_LIMITS.short}
            {...form.bind('company')}
          />
        </div>
        <TextField
          label={t('pro.delivery.purpose')}
          autoComplete="off"
          maxLength={PRO_TEXT_LIMITS.purpose}
          {...form.bind('purpose')}
        />
        <TextField
          label={t('pro.delivery.customs_details')}
          autoComplete="off"
          maxLength={PRO_TEXT_LIMITS.customs}
          hint={t('pro.delivery.customs_hint')}
          {...form.bind('customs_details')}
        />
        <div className="sm:w-64">
          <SubmitButton pending={isSubmitting}>{t('pro.delivery.submit')}</SubmitButton>
        </div>
      </AccountForm>
    </article>
  );
}
