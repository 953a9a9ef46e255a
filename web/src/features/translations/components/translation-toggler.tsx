import { MODAL_Z_INDEX } from '@storefront/shared-types';
import { useI18n } from '@/lib/i18n';

/** The button permitted users press to see `(key): text` instead of the text everywhere. */
export function TranslationToggler({ allowed }: { allowed: boolean }) {
  const { t, showKeys, setShowKeys } = useI18n();
  if (!allowed) return null;
  return (
    <button
      type="button"
      aria-pressed={showKeys}
      onClick={() => setShowKeys(!showKeys)}
      style={{ zIndex: MODAL_Z_INDEX - 1 }}
      className="fixed bottom-4 left-4 rounded-full bg-ink px-4 py-2 text-sm text-surface shadow-lg"
    >
      {showKeys ? t('shell.translations.hide_keys') : t('shell.translations.show_keys')}
    </button>
  );
}
