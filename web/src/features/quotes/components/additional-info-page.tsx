import { FORWARDING_TEXT_LIMITS } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useHydrated } from '@/lib/use-hydrated';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';

/**
 * /order-additional-info-needed/{slug}: the operator's questions about a quote (which size, which colour…), each
 * answered by the shopper; sent, the quote goes back to pricing and the additional-info success pop-up says so.
 */
export function AdditionalInfoPage({ slug }: { slug: string }) {
  const t = useT();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const { data: quote } = useSuspenseQuery(quoteDetailQueryOptions(slug));
  const open = quote.questions.filter((question) => question.answer === null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const baseId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = new Set(open.filter((q) => !(answers[q.id] ?? '').trim()).map((q) => q.id));
    setMissing(empty);
    if (empty.size > 0) {
      document.getElementById(`${baseId}-${[...empty][0]}`)?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const updated = await apiOf(queryClient).call('quoteAnswer', {
        body: {
          slug,
          answers: open.map((q) => ({ question_id: q.id, answer: (answers[q.id] ?? '').trim() })),
        },
      });
      queryClient.setQueryData(quoteDetailQueryOptions(slug).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'list'] });
      setPending(false);
      modals.open('additional-info-success', { slug });
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="additional-info">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('shell.page.order_additional_info_needed')}
      </h1>
      <p className="mb-6 text-muted">
        {t('quotes.answer.intro', { number: quote.number })}{' '}
        <Link to="/{-$locale}/quotes/$slug" params={{ locale, slug }} className="text-accent underline">
          {t('quotes.answer.view_quote')}
        </Link>
      </p>
      {!quote.can_answer || open.length === 0 ? (
        <p role="status" className="rounded border border-success p-4" data-testid="additional-info-done">
          {t('quotes.answer.nothing_open')}
        </p>
      ) : (
        <form
          method="post"
          noValidate
          aria-label={t('shell.page.order_additional_info_needed')}
          onSubmit={(e) => void submit(e)}
        >
          {open.map((question) => {
            const id = `${baseId}-${question.id}`;
            const invalid = missing.has(question.id);
            return (
              <div key={question.id} className="mb-4" data-testid="additional-info-question">
                <label htmlFor={id} className="mb-1 block font-medium">
                  {question.question}
                </label>
                <textarea
                  id={id}
                  rows={3}
                  maxLength={FORWARDING_TEXT_LIMITS.answer}
                  value={answers[question.id] ?? ''}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-error` : undefined}
                  onChange={(e) => {
                    const value = e.target.value;
                    setAnswers((all) => ({ ...all, [question.id]: value }));
                  }}
                  className="w-full rounded border border-line bg-surface px-3 py-2 aria-invalid:border-danger"
                />
                {invalid && (
                  <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                    {t('validation.required')}
                  </p>
                )}
              </div>
            );
          })}
          <FormAlert message={error} />
          <button
            type="submit"
            disabled={!hydrated || pending}
            aria-busy={pending || undefined}
            className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
            data-testid="additional-info-submit"
          >
            {t('quotes.answer.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
