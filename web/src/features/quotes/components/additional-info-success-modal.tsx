import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';

/** The additional-info success pop-up (§2 modal set): the answers are with the operator, the quote is re-priced. */
export default function AdditionalInfoSuccessModal({ props, close }: ModalContentProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const slug = typeof props.slug === 'string' ? props.slug : null;
  return (
    <div data-testid="additional-info-success">
      <p className="mb-4">{t('quotes.answer.success')}</p>
      {slug && (
        <Link
          to="/{-$locale}/quotes/$slug"
          params={{ locale, slug }}
          onClick={close}
          className="inline-block rounded bg-accent px-4 py-2 font-semibold text-on-accent"
          data-testid="additional-info-success-link"
        >
          {t('quotes.answer.view_quote')}
        </Link>
      )}
    </div>
  );
}
