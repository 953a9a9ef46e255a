import { MODAL_Z_INDEX } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';
import { useLoadingOverlay } from '@/lib/loading-overlay-store';

export function LoadingOverlay() {
  const t = useT();
  if (!useLoadingOverlay()) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 flex items-center justify-center bg-surface/70"
      style={{ zIndex: MODAL_Z_INDEX + 1 }}
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-accent"
        aria-hidden
      />
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
