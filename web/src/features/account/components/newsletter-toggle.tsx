import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { formErrorsOf } from '@/lib/forms/server-errors';
import { useSessionLoss } from '@/lib/forms/use-session-loss';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { subscriptionStatusQueryOptions } from '../api/subscription-status';

/**
 * §7 get/update-subscription-status: one switch. The status came with the page (the route's loader); a change is
 * saved at once and the switch shows what the shop answered.
 */
export function NewsletterToggle({ email }: { email: string }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLoss();
  const options = subscriptionStatusQueryOptions(email);
  const status = useQuery(options);
  const update = useMutation({
    mutationFn: (subscribed: boolean) =>
      apiOf(queryClient).call('updateSubscriptionStatus', { body: { subscribed } }),
    onSuccess: (answer) => queryClient.setQueryData(options.queryKey, answer.data.result),
    onError: sessionLost,
  });
  const subscribed = update.isPending ? update.variables : status.data;
  const failure = update.error ?? status.error;

  return (
    <div>
      <FormAlert message={failure ? (formErrorsOf(failure, []).form ?? undefined) : undefined} />
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={subscribed ?? false}
          className="mt-1 size-5 accent-accent"
          checked={subscribed ?? false}
          disabled={!hydrated || status.data === undefined || update.isPending}
          onChange={(event) => update.mutate(event.target.checked)}
        />
        <div>
          <label htmlFor={id} className="font-medium">
            {t('account.newsletter.opt_in')}
          </label>
          <p className="text-sm text-muted" aria-live="polite">
            {subscribed === undefined
              ? t('shell.loading')
              : subscribed
                ? t('account.newsletter.subscribed')
                : t('account.newsletter.not_subscribed')}
          </p>
        </div>
      </div>
    </div>
  );
}
